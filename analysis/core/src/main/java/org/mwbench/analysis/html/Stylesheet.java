package org.mwbench.analysis.html;

/** The report's CSS, inline: system fonts only, so nothing is fetched. */
final class Stylesheet {
    static final String CSS = """
            :root { color-scheme: light; }
            body { font-family: system-ui, -apple-system, "Segoe UI", "DejaVu Sans", Arial, sans-serif;
                   margin: 0 auto; padding: 1rem 2rem 3rem; max-width: 1400px; color: #1d232b; background: #fff;
                   line-height: 1.4; }
            h1 { font-size: 1.6rem; margin: 0.5rem 0; }
            h2 { font-size: 1.25rem; margin: 2rem 0 0.4rem; border-bottom: 1px solid #d5dbe3; padding-bottom: 0.2rem; }
            nav h2 { border: none; margin-top: 1rem; font-size: 1.05rem; }
            nav ol { columns: 2; margin: 0; }
            a { color: #1f5fa8; }
            .notes { color: #4c5663; font-size: 0.88rem; margin: 0.4rem 0; overflow-wrap: anywhere; }
            .notes li.warning { color: #b00020; font-weight: 600; }
            .table-wrap { overflow-x: auto; }
            table { border-collapse: collapse; font-size: 0.85rem; margin: 0.4rem 0; }
            th, td { border: 1px solid #d5dbe3; padding: 0.2rem 0.5rem; vertical-align: top; }
            td { white-space: nowrap; }
            th { white-space: normal; min-width: 3.5em; }
            td.wrap { white-space: normal; min-width: 16em; max-width: 70em; overflow-wrap: anywhere; }
            th { background: #eef2f6; text-align: left; font-weight: 600; }
            td.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
            th.num { text-align: right; }
            td.na { color: #8a94a1; }
            caption { caption-side: top; text-align: left; font-size: 0.8rem; color: #4c5663; padding: 0.2rem 0; }
            td.bad { color: #b00020; font-weight: 700; }
            tbody tr:nth-child(even) { background: #f8fafc; }
            figure.plot { margin: 1.2rem 0; }
            figure.plot svg { max-width: 100%; height: auto; display: block; }
            .table-wrap { max-width: 100%; }
            figcaption { font-size: 0.85rem; color: #4c5663; }
            figcaption .files { color: #8a94a1; }
            .empty { color: #8a94a1; }
            """;

    private Stylesheet() {
    }
}
