package org.mwbench.injectors.scenario;

/** Small scenarios for tests, written out so each test shows what it runs. */
final class ScenarioFiles {
    private ScenarioFiles() {
    }

    /** A scenario with one plugin use, one behavior and one group. */
    static String of(String uses, String behavior, String group) {
        return String.join("\n",
                "<scenario>",
                "  <behaviors>",
                "    <plugins>",
                uses,
                "    </plugins>",
                "    <behavior id=\"b\">",
                behavior,
                "    </behavior>",
                "  </behaviors>",
                "  <loadprofile>",
                group,
                "  </loadprofile>",
                "</scenario>",
                "");
    }

    /** A closed group of {@code users} for {@code seconds}. */
    static String closed(int users, double seconds) {
        return "    <group behavior=\"b\"><ramp style=\"crenel_hv\"><points><point x=\"0\" y=\"" + users
                + "\"/><point x=\"" + seconds + "\" y=\"" + users + "\"/></points></ramp></group>";
    }
}
