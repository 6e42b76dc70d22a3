package dev.play.report;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.logging.Level;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;

/**
 * Debian's headless chromium driven by its chromedriver through Selenium, nothing downloaded:
 * started for a test class, closed after it. Without them a test is skipped, but fails under CI.
 */
public final class Chromium implements AutoCloseable {
  private static final Path CHROMIUM = Path.of("/usr/bin/chromium");
  private static final Path DRIVER = Path.of("/usr/bin/chromedriver");

  private final ChromeDriver driver;

  private Chromium(ChromeDriver driver) {
    this.driver = driver;
  }

  /** A browser with a 1400×1000 window that keeps its console's messages. */
  public static Chromium start() {
    if (!Files.isExecutable(CHROMIUM) || !Files.isExecutable(DRIVER)) {
      String why =
          "chromium and chromium-driver are not installed (Debian: apt-get install chromium chromium-driver)";
      String ci = System.getenv("CI");
      if (ci != null && !ci.isBlank() && !ci.equalsIgnoreCase("false") && !ci.equals("0")) {
        Assertions.fail(why);
      }
      Assumptions.abort(why);
    }
    ChromeOptions options =
        new ChromeOptions()
            .setBinary(CHROMIUM.toFile())
            .addArguments(
                "--headless=new",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-dev-shm-usage",
                "--window-size=1400,1000");
    LoggingPreferences logs = new LoggingPreferences();
    logs.enable(LogType.BROWSER, Level.ALL);
    options.setCapability("goog:loggingPrefs", logs);
    return new Chromium(
        new ChromeDriver(
            new ChromeDriverService.Builder().usingDriverExecutable(DRIVER.toFile()).build(),
            options));
  }

  public ChromeDriver driver() {
    return driver;
  }

  /** Saves what the window shows as a PNG file. */
  public void screenshot(Path png) throws java.io.IOException {
    Files.createDirectories(png.toAbsolutePath().getParent());
    Files.write(png, driver.getScreenshotAs(OutputType.BYTES));
  }

  /** The console's errors since the last call. */
  public List<String> errors() {
    return driver.manage().logs().get(LogType.BROWSER).getAll().stream()
        .filter(e -> e.getLevel().intValue() >= Level.SEVERE.intValue())
        .map(LogEntry::getMessage)
        .toList();
  }

  @Override
  public void close() {
    driver.quit();
  }
}
