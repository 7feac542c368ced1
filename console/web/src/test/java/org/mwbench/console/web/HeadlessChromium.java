package org.mwbench.console.web;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.logging.Level;
import java.util.stream.Stream;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * A real headless Chromium driven through Debian's chromedriver, for tests that look at a
 * page as a user would: it collects the browser console's errors and takes screenshots.
 * Both binaries are named explicitly, so Selenium Manager is never asked for a driver and
 * nothing is fetched from the network. Reusable for any page the project serves (the
 * analysis' report.html, say):
 *
 * <pre>{@code
 * try (HeadlessChromium browser = HeadlessChromium.start(Path.of("target/screenshots"))) {
 *     browser.driver().get(url);
 *     browser.screenshot("report");
 *     browser.assertNoConsoleErrors();
 * }
 * }</pre>
 */
public final class HeadlessChromium implements AutoCloseable {
    /** Debian's packages {@code chromium} and {@code chromium-driver}, installed by deploy/setup-machine.sh. */
    public static final Path BROWSER = Path.of("/usr/bin/chromium");
    public static final Path DRIVER = Path.of("/usr/bin/chromedriver");

    /**
     * Only WebDriver is used, never the DevTools protocol: Selenium's warning that it ships no
     * CDP bindings for this Chromium version is noise. Held here so the setting is not collected.
     */
    private static final java.util.logging.Logger DEVTOOLS_LOG = java.util.logging.Logger.getLogger("org.openqa.selenium.devtools");

    static {
        DEVTOOLS_LOG.setLevel(Level.OFF);
    }

    private final ChromeDriverService service;
    private final ChromeDriver driver;
    private final Path profile;
    private final Path screenshots;
    private final List<String> consoleErrors = new ArrayList<>();

    private HeadlessChromium(ChromeDriverService service, ChromeDriver driver, Path profile, Path screenshots) {
        this.service = service;
        this.driver = driver;
        this.profile = profile;
        this.screenshots = screenshots;
    }

    /** Whether this machine has the browser and its driver; tests skip without them, and say why. */
    public static boolean available() {
        return Files.isExecutable(BROWSER) && Files.isExecutable(DRIVER);
    }

    public static String unavailableReason() {
        return BROWSER + " or " + DRIVER + " is missing: install Debian's chromium and chromium-driver "
                + "(deploy/setup-machine.sh does)";
    }

    /** @param screenshots the folder screenshots go to, created if needed */
    public static HeadlessChromium start(Path screenshots) throws IOException {
        // Selenium Manager would look for a driver (and maybe download one) unless told where it is.
        System.setProperty(ChromeDriverService.CHROME_DRIVER_EXE_PROPERTY, DRIVER.toString());
        Files.createDirectories(screenshots);
        Path profile = Files.createTempDirectory("mwbench-chromium-");
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(DRIVER.toFile())
                .usingAnyFreePort()
                .withLogOutput(java.io.OutputStream.nullOutputStream())
                .build();
        ChromeOptions options = new ChromeOptions();
        options.setBinary(BROWSER.toFile());
        options.addArguments(
                "--headless=new",
                "--no-sandbox", // CI runs as root, where Chromium's sandbox cannot start
                "--disable-gpu",
                "--disable-dev-shm-usage",
                "--window-size=1400,1000",
                "--user-data-dir=" + profile,
                "--no-first-run",
                "--no-default-browser-check",
                "--disable-extensions",
                "--disable-background-networking", // no update checks, no safe-browsing lists: nothing leaves the host
                "--disable-component-update",
                "--disable-sync",
                "--disable-default-apps",
                "--no-proxy-server",
                "--enable-precise-memory-info", // performance.memory without rounding, for the memory test
                "--js-flags=--expose-gc");
        LoggingPreferences logging = new LoggingPreferences();
        logging.enable(LogType.BROWSER, Level.ALL);
        options.setCapability("goog:loggingPrefs", logging);
        ChromeDriver driver;
        try {
            driver = new ChromeDriver(service, options);
        } catch (RuntimeException e) {
            service.stop();
            deleteTree(profile);
            throw e;
        }
        driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(60));
        return new HeadlessChromium(service, driver, profile, screenshots);
    }

    public WebDriver driver() {
        return driver;
    }

    public JavascriptExecutor js() {
        return driver;
    }

    public WebDriverWait waitUpTo(Duration timeout) {
        return new WebDriverWait(driver, timeout, Duration.ofMillis(100));
    }

    /** Saves the page as {@code NAME.png} in the screenshot folder and returns the file. */
    public Path screenshot(String name) throws IOException {
        File png = ((TakesScreenshot) driver).getScreenshotAs(OutputType.FILE);
        Path target = screenshots.resolve(name + ".png");
        Files.copy(png.toPath(), target, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        Files.deleteIfExists(png.toPath());
        return target;
    }

    /** The browser console's errors so far (its log is drained on each read, so they are kept here). */
    public List<String> consoleErrors() {
        for (LogEntry entry : driver.manage().logs().get(LogType.BROWSER)) {
            if (entry.getLevel().intValue() >= Level.SEVERE.intValue()) {
                consoleErrors.add(entry.getMessage());
            }
        }
        return List.copyOf(consoleErrors);
    }

    public void assertNoConsoleErrors() {
        List<String> errors = consoleErrors();
        if (!errors.isEmpty()) {
            throw new AssertionError("the browser console has errors:\n  " + String.join("\n  ", errors));
        }
    }

    @Override
    public void close() {
        try {
            driver.quit();
        } finally {
            service.stop();
            deleteTree(profile);
        }
    }

    private static void deleteTree(Path root) {
        try (Stream<Path> paths = Files.walk(root)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(path);
            }
        } catch (IOException e) {
            // a profile folder left in the temp dir is harmless
        }
    }
}
