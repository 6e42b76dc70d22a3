package dev.play.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.cli.Main;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * The HTML report in a real browser (Debian's chromium, driven by chromedriver through Selenium;
 * nothing downloaded): a report of a real check run opens changed-only, the role filter and the
 * host search narrow it and the URL fragment restores them, a diff opens coloured, the by-task view
 * names the odd host, the keyboard alone filters and opens a host, the assumed predictions filter
 * with why, reports of 50, 500 and 2,000 hosts open and filter (their times are printed and saved
 * with the screenshots under target/report-browser/), and the page logs no error.
 */
@BrowserTest
class ReportInBrowserTest {
  private static final Path OUT = Path.of("target/report-browser");
  private static Chromium chromium;
  private static ChromeDriver browser;

  @TempDir static Path dir;

  @BeforeAll
  static void start() {
    chromium = Chromium.start();
    browser = chromium.driver();
  }

  @AfterAll
  static void stop() {
    if (chromium != null) {
      chromium.close();
    }
  }

  @Test
  void aCheckRunsReportFiltersAndRestoresItsViewFromTheLink() throws Exception {
    Path html = checkRunReport();
    open(html.toUri().toString());
    assertTrue(
        browser.findElement(By.id("toggle-changed-only")).isSelected(),
        "changed-only is the default");
    for (WebElement host : shown(".host")) {
      assertEquals("1", host.getDomAttribute("data-changed"), "only hosts with a change are shown");
    }
    String odd = String.join("\n", shown(".task-row").stream().map(WebElement::getText).toList());
    assertTrue(odd.contains("ok on h4"), "the by-task view names the odd host:\n" + odd);
    screenshot("default");

    browser.findElement(By.cssSelector("#filter-role option[value='tuning']")).click();
    WebElement search = browser.findElement(By.id("filter-host"));
    search.sendKeys("h1*");
    List<WebElement> hosts = shown(".host");
    assertFalse(hosts.isEmpty(), "h1's tuning changes are shown");
    for (WebElement host : hosts) {
      assertEquals("tuning", host.getDomAttribute("data-role"));
      assertEquals("h1", host.getDomAttribute("data-host"));
    }
    String link = browser.getCurrentUrl();
    assertTrue(link.contains("role=tuning") && link.contains("host=h1*"), link);

    WebElement host = hosts.get(0);
    host.findElement(By.tagName("summary")).click();
    WebElement diff =
        until(
                () ->
                    host.findElements(By.cssSelector(".change")).stream()
                        .filter(c -> c.getText().contains("tuning.conf"))
                        .findFirst()
                        .orElse(null))
            .findElement(By.cssSelector(".diff"));
    diff.findElement(By.tagName("summary")).click();
    WebElement added =
        until(
            () ->
                diff.findElements(By.cssSelector("span.d-add")).stream().findFirst().orElse(null));
    assertTrue(
        added.getText().contains("net.core.rmem_max"),
        "the diff opened, its added line coloured: " + added.getText());
    screenshot("filtered");

    open("about:blank");
    open(link);
    assertEquals(
        "tuning",
        browser.findElement(By.id("filter-role")).getDomProperty("value"),
        "the link restores the role");
    assertEquals("h1*", browser.findElement(By.id("filter-host")).getDomProperty("value"));
    assertEquals(
        List.of("h1"),
        shown(".host").stream().map(h -> h.getDomAttribute("data-host")).distinct().toList());
    assertNoErrors();
  }

  @Test
  void thePredictionFilterShowsTheAssumedChangesAndWhy() throws Exception {
    open(checkRunReport().toUri().toString());
    browser.findElement(By.cssSelector("#filter-prediction option[value='assumed']")).click();
    List<WebElement> hosts = shown(".host");
    assertEquals(
        List.of("driver"),
        hosts.stream().map(h -> h.getDomAttribute("data-role")).distinct().toList());
    assertEquals(4, hosts.size(), "each host's driver options are assumed");
    List<WebElement> tasks = shown(".task-row");
    assertEquals(
        1, tasks.size(), String.join("\n", tasks.stream().map(WebElement::getText).toList()));
    assertTrue(tasks.get(0).getText().contains("assumed on 4 hosts"), tasks.get(0).getText());
    WebElement host = hosts.get(0);
    host.findElement(By.tagName("summary")).click();
    WebElement change =
        until(
            () ->
                host.findElements(By.cssSelector(".change.assumed")).stream()
                    .filter(WebElement::isDisplayed)
                    .findFirst()
                    .orElse(null));
    assertTrue(
        change.getText().contains("assumed: directory ")
            && change.getText().contains("Run the driver installer"),
        change.getText());
    assertTrue(
        host.findElements(By.cssSelector(".change:not(.assumed)")).stream()
            .noneMatch(WebElement::isDisplayed),
        "a known change is hidden while the filter shows assumed ones");
    assertEquals(
        List.of("files"),
        host.findElements(By.cssSelector(".cat")).stream()
            .filter(WebElement::isDisplayed)
            .map(c -> c.getDomAttribute("data-cat"))
            .toList(),
        "a category without an assumed change is hidden");
    screenshot("assumed");
    String link = browser.getCurrentUrl();
    assertTrue(link.contains("pred=assumed"), link);
    open("about:blank");
    open(link);
    assertEquals(
        "assumed", browser.findElement(By.id("filter-prediction")).getDomProperty("value"));
    assertEquals(4, shown(".host").size());
    assertNoErrors();
  }

  @Test
  void theKeyboardAloneFiltersAndOpensAHost() throws Exception {
    open(checkRunReport().toUri().toString());
    WebElement changedOnly = browser.findElement(By.id("toggle-changed-only"));
    changedOnly.sendKeys(org.openqa.selenium.Keys.SPACE);
    assertFalse(changedOnly.isSelected(), "Space on the focused checkbox turns changed-only off");
    assertTrue(browser.getCurrentUrl().contains("changed=0"), browser.getCurrentUrl());
    WebElement search = browser.findElement(By.id("filter-host"));
    search.sendKeys("h2");
    WebElement summary = shown(".host").get(0).findElement(By.tagName("summary"));
    summary.sendKeys(org.openqa.selenium.Keys.ENTER);
    WebElement host = shown(".host").get(0);
    assertEquals("h2", host.getDomAttribute("data-host"));
    assertTrue(host.getDomProperty("open").equals("true"), "Enter on a host's summary opens it");
    until(() -> host.findElements(By.cssSelector(".change")).stream().findFirst().orElse(null));
    assertNoErrors();
  }

  /**
   * Fleets of 50, 500 and 2,000 hosts (60 tasks, a diff on every change) open and filter; how long
   * each took is printed and saved (target/report-browser/timings.txt), not asserted: the page's
   * own navigation timing (from the request to the end of its load handler, its script included),
   * the same seen through WebDriver, and a host search from the input event to the next layout.
   */
  @Test
  void fleetReportsOpenAndFilter() throws Exception {
    StringBuilder lines = new StringBuilder();
    for (int hosts : new int[] {50, 500, 2000}) {
      lines.append(openAndFilter(hosts));
    }
    System.out.print(lines);
    Files.createDirectories(OUT);
    Files.writeString(OUT.resolve("timings.txt"), lines);
    assertNoErrors();
  }

  private static String openAndFilter(int hostCount) throws Exception {
    Path html = dir.resolve("fleet-" + hostCount + ".html");
    HtmlReport.write(List.of(ReportSizeTest.summary(hostCount)), html);
    open("about:blank");
    long start = System.nanoTime();
    open(html.toUri().toString());
    double driverMs = (System.nanoTime() - start) / 1e6;
    JavascriptExecutor js = browser;
    Number loadMs =
        (Number)
            js.executeScript(
                "const n = performance.getEntriesByType('navigation')[0]; return n.loadEventEnd - n.startTime;");
    Object filterMs =
        js.executeScript(
            """
        const box = document.getElementById('filter-host');
        const t0 = performance.now();
        box.value = 'node4*';
        box.dispatchEvent(new Event('input', {bubbles: true}));
        document.body.offsetHeight;
        return performance.now() - t0;""");
    @SuppressWarnings("unchecked")
    List<String> shownHosts =
        (List<String>)
            js.executeScript(
                "return Array.from(document.querySelectorAll('.host'))"
                    + ".filter(h => !h.hidden && !h.closest('[hidden]')).map(h => h.dataset.host);");
    assertFalse(shownHosts.isEmpty());
    shownHosts.forEach(h -> assertTrue(h.startsWith("node4"), h));
    if (hostCount > HtmlTasks.GROUPS_SHOWN) {
      openHeldBackDiffs(hostCount);
    }
    return String.format(
        "%,d hosts x 60 tasks, %,d bytes: opened in %.0f ms (through WebDriver %.0f ms), host"
            + " filter in %.0f ms%n",
        hostCount,
        Files.size(html),
        loadMs.doubleValue(),
        driverMs,
        ((Number) filterMs).doubleValue());
  }

  /**
   * A task whose diff differs on every host shows ten of them; the others come when asked for, and
   * open.
   */
  private static void openHeldBackDiffs(int hostCount) throws Exception {
    WebElement row =
        browser.findElements(By.cssSelector(".task-row")).stream()
            .filter(r -> !r.findElements(By.cssSelector(".more-diffs")).isEmpty())
            .findFirst()
            .orElseThrow();
    assertEquals(
        HtmlTasks.GROUPS_SHOWN,
        row.findElements(By.cssSelector(":scope > td > details.diff")).size());
    WebElement more = row.findElement(By.cssSelector(".more-diffs"));
    more.findElement(By.tagName("summary")).click();
    List<WebElement> rest =
        until(
                () ->
                    more.findElements(By.cssSelector("details.diff")).size()
                            == hostCount - HtmlTasks.GROUPS_SHOWN
                        ? more.findElement(By.cssSelector("details.diff:last-of-type"))
                        : null)
            .findElements(By.tagName("summary"));
    rest.get(0).click();
    WebElement last = more.findElement(By.cssSelector("details.diff:last-of-type"));
    until(() -> last.findElements(By.cssSelector("span.d-add")).stream().findFirst().orElse(null));
  }

  /**
   * A report of a real check run: three roles on four local hosts; h4 has role motd's file already;
   * role driver writes into a directory its shell task (not run in check mode) would make: assumed.
   */
  private static Path checkRunReport() throws Exception {
    Path files = Files.createDirectories(dir.resolve("files"));
    Files.createDirectories(files.resolve("h4"));
    Files.writeString(files.resolve("h4/motd"), "welcome\n");
    write(
        "roles/motd/tasks/main.yml",
        """
        - name: Write the banner
          copy: {dest: "{{ files }}/{{ inventory_hostname }}/motd", content: "welcome\\n"}
        """);
    write(
        "roles/tuning/tasks/main.yml",
        """
        - name: Make the host's directory
          file: {path: "{{ files }}/{{ inventory_hostname }}", state: directory}
        - name: Write the tuning file
          copy: {dest: "{{ files }}/{{ inventory_hostname }}/tuning.conf", content: "net.core.rmem_max = 134217728\\n"}
        """);
    write(
        "roles/driver/tasks/main.yml",
        """
        - name: Run the driver installer
          shell: mkdir -p {{ files }}/{{ inventory_hostname }}/driver
        - name: Driver options
          copy: {dest: "{{ files }}/{{ inventory_hostname }}/driver/options.conf", content: "persistence = 1\\n"}
        """);
    Path inventory =
        write(
            "hosts.ini",
            "h1 ansible_connection=local\nh2 ansible_connection=local\n"
                + "h3 ansible_connection=local\nh4 ansible_connection=local\n");
    Path playbook =
        write(
            "site.yml",
            """
        - name: Site
          hosts: all
          gather_facts: false
          vars: {files: %s}
          roles: [tuning, motd, driver]
        """
                .formatted(files));
    Path html = dir.resolve("check.html");
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    int rc =
        Main.run(
            new String[] {
              "-i",
              inventory.toString(),
              playbook.toString(),
              "--check",
              "--diff",
              "--report",
              html.toString()
            },
            new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(out, true, StandardCharsets.UTF_8));
    assertEquals(0, rc, out.toString(StandardCharsets.UTF_8));
    return html;
  }

  private static Path write(String name, String text) throws Exception {
    Path p = dir.resolve(name);
    Files.createDirectories(p.getParent());
    return Files.writeString(p, text);
  }

  /**
   * What {@code find} finds, within 5 s (a host's changes and a diff's lines are built once
   * opened).
   */
  private static WebElement until(java.util.function.Supplier<WebElement> find)
      throws InterruptedException {
    for (int i = 0; i < 50; i++) {
      WebElement found = find.get();
      if (found != null) {
        return found;
      }
      Thread.sleep(100);
    }
    throw new AssertionError("not found within 5 s");
  }

  private static void open(String url) {
    browser.get(url);
  }

  private static List<WebElement> shown(String css) {
    return browser.findElements(By.cssSelector(css)).stream()
        .filter(WebElement::isDisplayed)
        .toList();
  }

  private static void screenshot(String name) throws Exception {
    chromium.screenshot(OUT.resolve(name + ".png"));
  }

  private static void assertNoErrors() {
    assertEquals(List.of(), chromium.errors(), "console errors");
  }
}
