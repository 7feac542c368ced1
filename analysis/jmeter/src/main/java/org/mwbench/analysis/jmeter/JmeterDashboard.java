package org.mwbench.analysis.jmeter;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Objects;
import java.util.stream.Stream;
import org.apache.jmeter.report.config.ConfigurationException;
import org.apache.jmeter.report.dashboard.GenerationException;
import org.apache.jmeter.report.dashboard.ReportGenerator;
import org.apache.jmeter.util.JMeterUtils;

/**
 * JMeter's HTML dashboard (index.html, content/, sbadmin2-1.0.7/, statistics.json) from a JTL
 * file, made by JMeter 5.6.3's own {@link ReportGenerator}, as {@code jmeter -g FILE -o DIR}
 * would. The JTL must be in mwbench's export format ({@link JtlFormat}); it is checked first,
 * so a bad file is refused with its line and column.
 *
 * <p>JMeter keeps its properties in static state ({@link JMeterUtils}); generations in one JVM
 * therefore run one at a time, and set those properties each time.
 */
public final class JmeterDashboard {

    /** JMeterUtils' properties and home are global: one generation at a time. */
    private static final Object JMETER_STATE = new Object();

    /** Over-time graphs get about this many points, within JMeter's one second to one minute. */
    private static final int POINTS_OVER_TIME = 100;

    /**
     * jorphan ships a stand-in for Avalon LogKit's {@code org.apache.log.Logger}, so FreeMarker's
     * logger auto-detection picks LogKit and then fails on the missing
     * {@code org.apache.log.Hierarchy}. Pointing FreeMarker at SLF4J, unless the application
     * chose otherwise, must happen before FreeMarker's first class loads.
     */
    static {
        if (System.getProperty("org.freemarker.loggerLibrary") == null) {
            System.setProperty("org.freemarker.loggerLibrary", "SLF4J");
        }
    }

    private JmeterDashboard() {
    }

    /** As {@link #generate(Path, Path, String)} with JMeter's default title ("Apache JMeter Dashboard"). */
    public static Path generate(Path jtl, Path outputDir) throws IOException {
        return generate(jtl, outputDir, null);
    }

    /**
     * Writes the dashboard of {@code jtl} into {@code outputDir}.
     *
     * @param jtl a JTL file in {@link JtlFormat}, with at least one sample
     * @param outputDir a folder that does not exist or is empty (JMeter's own rule: it never
     *     writes over an earlier dashboard); created with its parents
     * @param title the dashboard's title, or null for JMeter's
     * @return the dashboard's index.html
     * @throws JtlFormatException when the JTL is malformed (names file, line and column)
     * @throws IllegalArgumentException when the JTL does not exist or the folder is not empty
     * @throws IOException when files cannot be read or written, or JMeter's generator fails
     */
    public static Path generate(Path jtl, Path outputDir, String title) throws IOException {
        Objects.requireNonNull(jtl, "jtl");
        Objects.requireNonNull(outputDir, "outputDir");
        JtlValidator.Summary summary = JtlValidator.check(jtl);
        Path output = outputDir.toAbsolutePath().normalize();
        checkEmptyOrAbsent(output);
        Files.createDirectories(output);
        synchronized (JMETER_STATE) {
            try (JmeterHome home = JmeterHome.extract()) {
                JMeterUtils.setJMeterHome(home.root().toString());
                JMeterUtils.loadJMeterProperties(home.jmeterProperties().toString());
                // The dashboard's fixed texts ("Total", the APDEX labels) come from JMeter's messages.
                JMeterUtils.setLocale(Locale.ENGLISH);
                JMeterUtils.setProperty("jmeter.reportgenerator.outputdir", output.toString());
                // Its default, "temp", is relative to the working directory.
                JMeterUtils.setProperty("jmeter.reportgenerator.temp_dir", home.root().resolve("temp").toString());
                JMeterUtils.setProperty("jmeter.reportgenerator.overall_granularity",
                        Long.toString(granularityMs(summary.spanMs())));
                if (title != null) {
                    JMeterUtils.setProperty("jmeter.reportgenerator.report_title", title);
                }
                new ReportGenerator(jtl.toAbsolutePath().toString(), null).generate();
            } catch (ConfigurationException | GenerationException e) {
                throw new IOException("JMeter's report generator failed on " + jtl + ": " + e.getMessage(), e);
            }
        }
        Path index = output.resolve("index.html");
        if (!Files.isRegularFile(index)) {
            throw new IOException("JMeter's report generator wrote no " + index);
        }
        return index;
    }

    /**
     * The over-time graphs' bucket: about {@value #POINTS_OVER_TIME} per run, in whole seconds,
     * from 1 s (JMeter's finest) to 60 s (JMeter's default, made for hour-long tests).
     */
    static long granularityMs(long spanMs) {
        long perPoint = (spanMs + POINTS_OVER_TIME - 1) / POINTS_OVER_TIME;
        long wholeSeconds = ((perPoint + 999) / 1000) * 1000;
        return Math.max(1000, Math.min(60_000, wholeSeconds));
    }

    private static void checkEmptyOrAbsent(Path output) throws IOException {
        if (!Files.exists(output)) {
            return;
        }
        if (!Files.isDirectory(output)) {
            throw new IllegalArgumentException("dashboard folder " + output + " is a file, not a folder");
        }
        try (Stream<Path> entries = Files.list(output)) {
            if (entries.findAny().isPresent()) {
                throw new IllegalArgumentException("dashboard folder " + output
                        + " is not empty; JMeter does not write over an earlier dashboard: choose a new folder");
            }
        }
    }
}
