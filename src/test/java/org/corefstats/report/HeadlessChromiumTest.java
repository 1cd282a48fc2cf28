package org.corefstats.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The browser harness itself, on small pages, so that a failing end-to-end test of the report
 * points at the report and not at the harness: clean pages read clean, errors and external requests
 * are seen, screenshots and PDFs come out. One browser serves the whole class.
 */
class HeadlessChromiumTest {
  private static HeadlessChromium chromium;

  @TempDir Path dir;

  @BeforeAll
  static void startBrowser() throws IOException {
    HeadlessChromium.assumeAvailable();
    chromium = HeadlessChromium.start();
  }

  @AfterAll
  static void closeBrowser() {
    if (chromium != null) {
      chromium.close();
    }
  }

  private Path page(String name, String html) throws IOException {
    return Files.writeString(dir.resolve(name), html, StandardCharsets.UTF_8);
  }

  @Test
  void cleanPageHasNoErrorsAndAnswersQuestions() throws IOException {
    Path clean =
        page(
            "clean.html",
            """
            <!doctype html>
            <html><head><meta charset="utf-8"><title>Clean page</title>
            <style>#box { width: 123px }</style></head>
            <body><div id="box">F1 = 0.5</div>
            <script>console.log('fine'); window.answer = 6 * 7;</script></body></html>
            """);
    chromium.open(clean);
    assertEquals(List.of(), chromium.consoleErrors());
    assertEquals(List.of(), chromium.externalRequests());
    assertEquals("Clean page", chromium.evaluate("document.title").asText());
    assertEquals(
        "123px",
        chromium.evaluate("getComputedStyle(document.getElementById('box')).width").asText());
    assertEquals(42, chromium.evaluate("window.answer").asInt());
    assertEquals(7, chromium.evaluate("Promise.resolve(7)").asInt());
    assertTrue(chromium.evaluate("undefined").isMissingNode());
    assertTrue(chromium.evaluate("null").isNull());
    IllegalStateException thrown =
        assertThrows(IllegalStateException.class, () -> chromium.evaluate("missingFunction()"));
    assertTrue(thrown.getMessage().contains("missingFunction is not defined"), thrown.getMessage());
  }

  @Test
  void consoleErrorsAndUncaughtExceptionsAreCollected() throws IOException {
    Path broken =
        page(
            "broken.html",
            """
            <!doctype html>
            <html><head><meta charset="utf-8"><title>Broken</title></head><body>
            <script>console.error('boom', 3);</script>
            <script>console.assert(1 === 2, 'one is not two');</script>
            <script>throw new Error('bad thing');</script>
            <script>window.stillRuns = true;</script>
            </body></html>
            """);
    chromium.open(broken);
    List<String> errors = chromium.consoleErrors();
    assertEquals(3, errors.size(), errors::toString);
    assertTrue(errors.contains("console.error: boom 3"), errors::toString);
    assertTrue(errors.contains("console.assert: one is not two"), errors::toString);
    assertTrue(
        errors.stream()
            .anyMatch(
                error ->
                    error.startsWith("exception: Uncaught Error: bad thing")
                        && error.endsWith("broken.html:5:15")),
        errors::toString);
    assertTrue(chromium.evaluate("window.stillRuns").asBoolean());
  }

  @Test
  void requestsLeavingTheFileAreListed() throws IOException {
    Path leaky =
        page(
            "leaky.html",
            """
            <!doctype html>
            <html><head><meta charset="utf-8"><title>Leaky</title></head><body>
            <img src="https://example.com/x.png" alt="">
            <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="">
            </body></html>
            """);
    chromium.open(leaky);
    assertEquals(List.of("https://example.com/x.png"), chromium.externalRequests());
  }

  @Test
  void screenshotIsAFullPagePngOfTheRequestedWidth() throws IOException {
    Path tall =
        page(
            "tall.html",
            """
            <!doctype html>
            <html><head><meta charset="utf-8"><title>Tall</title></head>
            <body style="margin: 0"><div style="height: 2500px; background: linear-gradient(red, blue)">
            </div></body></html>
            """);
    chromium.open(tall);
    Path png = dir.resolve("tall.png");
    chromium.screenshot(png, 800);
    byte[] bytes = Files.readAllBytes(png);
    byte[] signature = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
    assertTrue(Arrays.equals(signature, Arrays.copyOf(bytes, 8)), "not a PNG");
    assertEquals("IHDR", new String(bytes, 12, 4, StandardCharsets.US_ASCII));
    assertEquals(800, ByteBuffer.wrap(bytes, 16, 4).getInt(), "width");
    assertEquals(2500, ByteBuffer.wrap(bytes, 20, 4).getInt(), "height: the whole page");
    assertEquals(1280, chromium.evaluate("window.innerWidth").asInt(), "override cleared");
  }

  @Test
  void pagePrintsToPdf() throws IOException {
    chromium.open(page("print.html", "<!doctype html><title>Print</title><p>Scores</p>"));
    byte[] pdf = chromium.printToPdf();
    assertEquals("%PDF", new String(pdf, 0, 4, StandardCharsets.US_ASCII));
  }
}
