package org.corefstats.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.MissingNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;

/**
 * A headless Chromium driven over the Chrome DevTools Protocol, for end-to-end tests of the HTML
 * report: does the page load without console errors, is it self-contained (no request leaves the
 * file), what does its script compute, does it render and print.
 *
 * <p>It needs nothing but the JDK's {@code java.net.http} (HTTP for the target list, WebSocket for
 * the protocol) and Jackson, so that the tests bring no Selenium, no chromedriver and no download
 * of a browser: Debian's {@code chromium} package is the browser. The browser listens on 127.0.0.1
 * only, on a port it picks itself, with a fresh profile in a temporary directory; {@link #close()}
 * ends it (forcibly if it does not quit) and deletes the profile.
 *
 * <p>One page is driven: {@link #open(Path)} loads a file in it and returns this object, whose
 * methods then act on that page. Not meant for concurrent use by several test threads.
 */
public final class HeadlessChromium implements AutoCloseable {
  private static final Duration TIMEOUT = Duration.ofSeconds(30);
  private static final Duration QUIT_GRACE = Duration.ofSeconds(5);
  private static final int MAX_SCREENSHOT_HEIGHT = 16000;
  private static final int STDERR_TAIL_LINES = 20;
  private static final ObjectMapper JSON = new ObjectMapper();

  private final Process process;
  private final Set<ProcessHandle> browserProcesses = ConcurrentHashMap.newKeySet();
  private final Path tempDir;
  private final Path stderrLog;
  private final Thread shutdownHook;
  private final HttpClient http =
      HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).connectTimeout(TIMEOUT).build();
  private final AtomicInteger nextId = new AtomicInteger(1);
  private final Map<Integer, CompletableFuture<JsonNode>> pending = new ConcurrentHashMap<>();
  private final List<EventWaiter> eventWaiters = new CopyOnWriteArrayList<>();
  private final List<String> consoleErrors = new CopyOnWriteArrayList<>();
  private final List<String> externalRequests = new CopyOnWriteArrayList<>();
  private WebSocket socket;
  private boolean domainsEnabled;
  private volatile String connectionLost;
  private boolean closed;

  private record EventWaiter(String method, CompletableFuture<JsonNode> future) {}

  private HeadlessChromium(Process process, Path tempDir, Path stderrLog) {
    this.process = process;
    this.tempDir = tempDir;
    this.stderrLog = stderrLog;
    this.shutdownHook = new Thread(this::stopProcessAndDeleteProfile, "headless-chromium-cleanup");
    Runtime.getRuntime().addShutdownHook(shutdownHook);
  }

  /**
   * The browser to run, so that tests can skip (or CI fail) before starting anything: {@code
   * $CHROMIUM} if set (an explicit choice wins), else Debian's {@code /usr/bin/chromium}, else
   * {@code chromium}, {@code chromium-browser} or {@code google-chrome} on the {@code PATH}.
   *
   * @throws IllegalStateException if {@code $CHROMIUM} is set but is not an executable file, rather
   *     than silently running another browser
   */
  public static Optional<Path> executable() {
    String chosen = System.getenv("CHROMIUM");
    if (chosen != null && !chosen.isBlank()) {
      Path path = Path.of(chosen);
      if (!Files.isRegularFile(path) || !Files.isExecutable(path)) {
        throw new IllegalStateException("$CHROMIUM=" + chosen + " is not an executable file");
      }
      return Optional.of(path);
    }
    Path debian = Path.of("/usr/bin/chromium");
    if (Files.isRegularFile(debian) && Files.isExecutable(debian)) {
      return Optional.of(debian);
    }
    String searchPath = Optional.ofNullable(System.getenv("PATH")).orElse("");
    for (String name : List.of("chromium", "chromium-browser", "google-chrome")) {
      for (String dir : searchPath.split(File.pathSeparator)) {
        if (dir.isEmpty()) {
          continue;
        }
        Path candidate = Path.of(dir, name);
        if (Files.isRegularFile(candidate) && Files.isExecutable(candidate)) {
          return Optional.of(candidate);
        }
      }
    }
    return Optional.empty();
  }

  /**
   * For a test class's {@code @BeforeAll}: without a browser the test is skipped on a developer's
   * machine (with how to get one), but fails on CI, where {@code .ci/run} installs it, so that the
   * end-to-end test cannot silently stop running there.
   */
  public static void assumeAvailable() {
    if (executable().isPresent()) {
      return;
    }
    String ci = System.getenv("CI");
    if (ci != null && !ci.isEmpty()) {
      throw new AssertionError("CI needs Debian's chromium (installed by .ci/run)");
    }
    Assumptions.abort(
        "no Chromium found: install Debian's chromium package (apt-get install chromium)"
            + " or set $CHROMIUM to the browser");
  }

  /**
   * Starts a headless browser with a fresh profile and connects to its page, so that a test
   * controls a browser of its own, isolated from any other profile or browser on the machine.
   *
   * @throws IllegalStateException if there is no browser, or it does not come up within 30 s (the
   *     message then ends with the browser's standard error); the process is ended in any case
   */
  public static HeadlessChromium start() throws IOException {
    Path browser =
        executable()
            .orElseThrow(
                () -> new IllegalStateException("no Chromium found (install Debian's chromium)"));
    Path tempDir = Files.createTempDirectory("corefstats-chromium-");
    Path profile = tempDir.resolve("profile");
    Path stderrLog = tempDir.resolve("stderr.log");
    Process process;
    try {
      Files.createDirectory(profile);
      process =
          new ProcessBuilder(
                  browser.toString(),
                  "--headless",
                  "--no-sandbox",
                  "--disable-gpu",
                  "--disable-quic",
                  "--no-first-run",
                  "--disable-background-networking",
                  "--disable-component-update",
                  "--disable-sync",
                  "--disable-dev-shm-usage",
                  "--remote-debugging-port=0",
                  "--remote-debugging-address=127.0.0.1",
                  "--window-size=1280,900",
                  "--user-data-dir=" + profile,
                  "about:blank")
              .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
              .redirectOutput(ProcessBuilder.Redirect.DISCARD)
              .redirectError(stderrLog.toFile())
              .start();
    } catch (IOException | RuntimeException e) {
      deleteRecursively(tempDir);
      throw e;
    }
    HeadlessChromium chromium = new HeadlessChromium(process, tempDir, stderrLog);
    try {
      int port = chromium.awaitDevToolsPort(profile.resolve("DevToolsActivePort"));
      chromium.rememberBrowserProcesses();
      chromium.connect(chromium.pageWebSocketUrl(port));
      return chromium;
    } catch (IOException | RuntimeException | Error e) {
      chromium.close();
      throw e;
    }
  }

  /**
   * Loads a local HTML file and waits for its load event, so that the checks that follow see the
   * page as a reader would. Console problems and external requests are collected from here on: the
   * lists of the page opened before are cleared.
   *
   * @return this object, which now acts on the opened page
   * @throws IllegalStateException if the navigation fails or the page does not load within 30 s
   */
  public HeadlessChromium open(Path htmlFile) {
    if (!domainsEnabled) {
      send("Page.enable", JSON.createObjectNode());
      send("Runtime.enable", JSON.createObjectNode());
      send("Log.enable", JSON.createObjectNode());
      send("Network.enable", JSON.createObjectNode());
      domainsEnabled = true;
    }
    consoleErrors.clear();
    externalRequests.clear();
    String url = htmlFile.toAbsolutePath().toUri().toString();
    CompletableFuture<JsonNode> loaded = nextEvent("Page.loadEventFired");
    JsonNode navigation = send("Page.navigate", JSON.createObjectNode().put("url", url));
    if (navigation.hasNonNull("errorText")) {
      eventWaiters.removeIf(waiter -> waiter.future() == loaded);
      throw new IllegalStateException(
          "cannot open " + url + ": " + navigation.get("errorText").asText());
    }
    await(loaded, "the load event of " + url);
    return this;
  }

  /**
   * Errors the opened page reported, one line each: {@code console.error} and {@code
   * console.assert} failures, uncaught exceptions (with line and column, 1-based) and the browser's
   * own error log (failed loads, Content-Security-Policy violations). A clean report has none.
   */
  public List<String> consoleErrors() {
    return List.copyOf(consoleErrors);
  }

  /**
   * URLs the opened page requested other than {@code file:}, {@code data:}, {@code blob:} and
   * {@code about:} ones: the report must be self-contained, so that it reads offline and leaks
   * nothing. The request is recorded even when it fails (as it does on a machine without network).
   */
  public List<String> externalRequests() {
    return List.copyOf(externalRequests);
  }

  /**
   * Evaluates a JavaScript expression in the opened page (awaiting it if it is a promise), so that
   * a test can ask the page what it computed or rendered.
   *
   * @return the result as JSON: a {@code MissingNode} for {@code undefined}, a {@code NullNode} for
   *     {@code null}
   * @throws IllegalStateException with the exception's text if the expression threw
   */
  public JsonNode evaluate(String expression) {
    JsonNode answer =
        send(
            "Runtime.evaluate",
            JSON.createObjectNode()
                .put("expression", expression)
                .put("returnByValue", true)
                .put("awaitPromise", true));
    if (answer.has("exceptionDetails")) {
      throw new IllegalStateException(
          "the page threw evaluating "
              + expression
              + ": "
              + exceptionText(answer.get("exceptionDetails")));
    }
    JsonNode result = answer.path("result");
    if ("undefined".equals(result.path("type").asText())) {
      return MissingNode.getInstance();
    }
    return result.path("value");
  }

  /**
   * Writes a PNG of the whole opened page (not only the window), {@code width} CSS pixels wide at a
   * device scale factor of 1, so that a reviewer can look at the report as rendered. Pages taller
   * than 16000 pixels are cut there.
   */
  public void screenshot(Path png, int width) throws IOException {
    try {
      overrideViewport(width, 900);
      JsonNode metrics = send("Page.getLayoutMetrics", JSON.createObjectNode());
      JsonNode content =
          metrics.has("cssContentSize")
              ? metrics.get("cssContentSize")
              : metrics.path("contentSize");
      int height =
          (int)
              Math.min(
                  MAX_SCREENSHOT_HEIGHT, Math.max(1, Math.ceil(content.path("height").asDouble())));
      overrideViewport(width, height);
      JsonNode shot =
          send(
              "Page.captureScreenshot",
              JSON.createObjectNode().put("format", "png").put("captureBeyondViewport", true));
      Files.write(png, Base64.getDecoder().decode(shot.path("data").asText()));
    } finally {
      if (connectionLost == null) {
        send("Emulation.clearDeviceMetricsOverride", JSON.createObjectNode());
      }
    }
  }

  /**
   * Prints the opened page to PDF (backgrounds included), so that a test can check the report
   * prints at all.
   *
   * @return the PDF's bytes
   */
  public byte[] printToPdf() {
    JsonNode pdf = send("Page.printToPDF", JSON.createObjectNode().put("printBackground", true));
    return Base64.getDecoder().decode(pdf.path("data").asText());
  }

  /**
   * Ends the browser and deletes its profile, so that no test leaves a browser behind: asks it to
   * quit ({@code Browser.close}, or SIGTERM if it never got connected), then kills it and its child
   * processes if they are still alive after 5 s. Safe to call twice.
   */
  @Override
  public void close() {
    synchronized (this) {
      if (closed) {
        return;
      }
      closed = true;
    }
    rememberBrowserProcesses();
    if (socket == null || connectionLost != null) {
      process.destroy();
    } else {
      try {
        sendAsync("Browser.close", JSON.createObjectNode())
            .get(QUIT_GRACE.toMillis(), TimeUnit.MILLISECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      } catch (ExecutionException | TimeoutException | RuntimeException e) {
        // The browser may close the connection before answering; it is ended below in any case.
      }
    }
    if (socket != null) {
      socket.abort();
    }
    stopProcessAndDeleteProfile();
    try {
      Runtime.getRuntime().removeShutdownHook(shutdownHook);
    } catch (IllegalStateException e) {
      // The JVM is shutting down and runs the hook itself.
    }
  }

  private int awaitDevToolsPort(Path portFile) throws IOException {
    long deadline = System.nanoTime() + TIMEOUT.toNanos();
    while (System.nanoTime() < deadline) {
      if (!process.isAlive()) {
        throw new IllegalStateException(
            "Chromium exited with code "
                + process.exitValue()
                + " before listening"
                + stderrTail());
      }
      if (Files.exists(portFile)) {
        List<String> lines = Files.readAllLines(portFile, StandardCharsets.UTF_8);
        if (lines.size() >= 2 && lines.get(0).strip().matches("\\d+")) {
          return Integer.parseInt(lines.get(0).strip());
        }
      }
      sleep(50);
    }
    throw new IllegalStateException(
        "Chromium did not write "
            + portFile
            + " within "
            + TIMEOUT.toSeconds()
            + " s"
            + stderrTail());
  }

  private void rememberBrowserProcesses() {
    browserProcesses.add(process.toHandle());
    process.descendants().forEach(browserProcesses::add);
  }

  private URI pageWebSocketUrl(int port) throws IOException {
    URI list = URI.create("http://127.0.0.1:" + port + "/json/list");
    long deadline = System.nanoTime() + TIMEOUT.toNanos();
    while (true) {
      HttpResponse<String> response;
      try {
        response =
            http.send(
                HttpRequest.newBuilder(list).timeout(TIMEOUT).GET().build(),
                HttpResponse.BodyHandlers.ofString());
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException("interrupted while asking Chromium for its page", e);
      }
      if (response.statusCode() == 200) {
        for (JsonNode target : JSON.readTree(response.body())) {
          if ("page".equals(target.path("type").asText())
              && target.hasNonNull("webSocketDebuggerUrl")) {
            return URI.create(target.get("webSocketDebuggerUrl").asText());
          }
        }
      }
      if (System.nanoTime() > deadline) {
        throw new IllegalStateException(
            "Chromium listed no page at "
                + list
                + " within "
                + TIMEOUT.toSeconds()
                + " s (HTTP "
                + response.statusCode()
                + "): "
                + response.body()
                + stderrTail());
      }
      sleep(50);
    }
  }

  private void connect(URI webSocketUrl) {
    CompletableFuture<WebSocket> connection =
        http.newWebSocketBuilder().connectTimeout(TIMEOUT).buildAsync(webSocketUrl, new Listener());
    socket = await(connection, "the WebSocket connection to " + webSocketUrl);
  }

  /** Receives the protocol's messages: answers go to their command's future, events are noted. */
  private final class Listener implements WebSocket.Listener {
    private final StringBuilder message = new StringBuilder();

    @Override
    public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
      message.append(data);
      if (last) {
        String text = message.toString();
        message.setLength(0);
        try {
          dispatch(JSON.readTree(text));
        } catch (IOException | RuntimeException e) {
          connectionLost("unreadable message from Chromium: " + e);
        }
      }
      webSocket.request(1);
      return null;
    }

    @Override
    public CompletionStage<?> onClose(WebSocket webSocket, int statusCode, String reason) {
      connectionLost("Chromium closed the connection (" + statusCode + " " + reason + ")");
      return null;
    }

    @Override
    public void onError(WebSocket webSocket, Throwable error) {
      connectionLost("the connection to Chromium failed: " + error);
    }
  }

  private void dispatch(JsonNode message) {
    if (message.has("id")) {
      CompletableFuture<JsonNode> answer = pending.remove(message.get("id").asInt());
      if (answer == null) {
        return;
      }
      if (message.has("error")) {
        JsonNode error = message.get("error");
        answer.completeExceptionally(
            new IllegalStateException(
                "Chromium refused the command: "
                    + error.path("message").asText()
                    + " (code "
                    + error.path("code").asText()
                    + ")"
                    + dataOf(error)));
      } else {
        answer.complete(message.path("result"));
      }
      return;
    }
    String method = message.path("method").asText();
    JsonNode params = message.path("params");
    noteProblems(method, params);
    for (EventWaiter waiter : eventWaiters) {
      if (waiter.method().equals(method) && eventWaiters.remove(waiter)) {
        waiter.future().complete(params);
      }
    }
  }

  private static String dataOf(JsonNode error) {
    return error.has("data") ? ": " + error.get("data").asText() : "";
  }

  private void noteProblems(String method, JsonNode params) {
    switch (method) {
      case "Runtime.consoleAPICalled" -> {
        String type = params.path("type").asText();
        if (type.equals("error") || type.equals("assert")) {
          List<String> parts = new ArrayList<>();
          for (JsonNode argument : params.path("args")) {
            parts.add(
                argument.has("value")
                    ? argument.get("value").asText()
                    : argument.path("description").asText(argument.path("type").asText()));
          }
          consoleErrors.add("console." + type + ": " + String.join(" ", parts));
        }
      }
      case "Runtime.exceptionThrown" ->
          consoleErrors.add("exception: " + exceptionText(params.path("exceptionDetails")));
      case "Log.entryAdded" -> {
        JsonNode entry = params.path("entry");
        if ("error".equals(entry.path("level").asText())) {
          String url = entry.path("url").asText("");
          consoleErrors.add(
              "log."
                  + entry.path("source").asText()
                  + ": "
                  + entry.path("text").asText()
                  + (url.isEmpty() ? "" : " (" + url + ")"));
        }
      }
      case "Network.requestWillBeSent" -> {
        String url = params.path("request").path("url").asText();
        String scheme = URI.create(url.replace(" ", "%20")).getScheme();
        if (scheme == null
            || !List.of("file", "data", "blob", "about").contains(scheme.toLowerCase())) {
          externalRequests.add(url);
        }
      }
      default -> {}
    }
  }

  /** "Uncaught Error: boom at file:///…/page.html:3:9" (1-based), from an ExceptionDetails. */
  private static String exceptionText(JsonNode details) {
    StringBuilder text = new StringBuilder(details.path("text").asText());
    JsonNode exception = details.path("exception");
    String description = exception.path("description").asText(exception.path("value").asText(""));
    if (!description.isEmpty()) {
      text.append(' ').append(description.lines().findFirst().orElse(""));
    }
    String url = details.path("url").asText("");
    text.append(" at ")
        .append(url.isEmpty() ? "line " : url + ":")
        .append(details.path("lineNumber").asInt() + 1)
        .append(':')
        .append(details.path("columnNumber").asInt() + 1);
    return text.toString();
  }

  private void connectionLost(String why) {
    if (connectionLost == null) {
      connectionLost = why;
    }
    IllegalStateException failure = new IllegalStateException(why);
    pending.values().forEach(answer -> answer.completeExceptionally(failure));
    pending.clear();
    eventWaiters.forEach(waiter -> waiter.future().completeExceptionally(failure));
    eventWaiters.clear();
  }

  private CompletableFuture<JsonNode> nextEvent(String method) {
    CompletableFuture<JsonNode> event = new CompletableFuture<>();
    eventWaiters.add(new EventWaiter(method, event));
    return event;
  }

  private JsonNode send(String method, ObjectNode params) {
    return await(sendAsync(method, params), "Chromium's answer to " + method);
  }

  private synchronized CompletableFuture<JsonNode> sendAsync(String method, ObjectNode params) {
    if (connectionLost != null) {
      throw new IllegalStateException("cannot send " + method + ": " + connectionLost);
    }
    int id = nextId.getAndIncrement();
    CompletableFuture<JsonNode> answer = new CompletableFuture<>();
    pending.put(id, answer);
    ObjectNode command = JSON.createObjectNode().put("id", id).put("method", method);
    command.set("params", params);
    await(socket.sendText(command.toString(), true), "sending " + method + " to Chromium");
    return answer;
  }

  private <T> T await(CompletableFuture<T> future, String what) {
    try {
      return future.get(TIMEOUT.toMillis(), TimeUnit.MILLISECONDS);
    } catch (TimeoutException e) {
      future.cancel(false);
      pending.values().remove(future);
      eventWaiters.removeIf(waiter -> waiter.future() == future);
      throw new IllegalStateException(
          "timed out after " + TIMEOUT.toSeconds() + " s waiting for " + what + stderrTail(), e);
    } catch (ExecutionException e) {
      Throwable cause = e.getCause();
      if (cause instanceof IllegalStateException failure) {
        throw new IllegalStateException(
            failure.getMessage() + " (waiting for " + what + ")", failure);
      }
      throw new IllegalStateException("failed waiting for " + what + ": " + cause, cause);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted waiting for " + what, e);
    }
  }

  private void overrideViewport(int width, int height) {
    send(
        "Emulation.setDeviceMetricsOverride",
        JSON.createObjectNode()
            .put("width", width)
            .put("height", height)
            .put("deviceScaleFactor", 1)
            .put("mobile", false));
  }

  /** Kills what is left of the browser and deletes the profile; the shutdown hook runs it too. */
  private void stopProcessAndDeleteProfile() {
    rememberBrowserProcesses();
    try {
      if (!process.waitFor(QUIT_GRACE.toMillis(), TimeUnit.MILLISECONDS)) {
        process.descendants().forEach(browserProcesses::add);
        process.destroyForcibly();
        process.waitFor(TIMEOUT.toMillis(), TimeUnit.MILLISECONDS);
      }
    } catch (InterruptedException e) {
      process.destroyForcibly();
      Thread.currentThread().interrupt();
    }
    for (ProcessHandle child : browserProcesses) {
      if (child.isAlive()) {
        child.destroyForcibly();
        child
            .onExit()
            .completeOnTimeout(child, QUIT_GRACE.toMillis(), TimeUnit.MILLISECONDS)
            .join();
      }
    }
    deleteRecursively(tempDir);
  }

  private String stderrTail() {
    try {
      List<String> lines = Files.readAllLines(stderrLog, StandardCharsets.UTF_8);
      List<String> tail =
          lines.subList(Math.max(0, lines.size() - STDERR_TAIL_LINES), lines.size());
      return tail.isEmpty()
          ? "; Chromium wrote nothing to stderr"
          : "; Chromium's stderr ends:\n" + String.join("\n", tail);
    } catch (IOException | UncheckedIOException e) {
      return "; Chromium's stderr is unreadable: " + e;
    }
  }

  private static void deleteRecursively(Path dir) {
    if (!Files.exists(dir)) {
      return;
    }
    try (Stream<Path> paths = Files.walk(dir)) {
      for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(path);
      }
    } catch (IOException | UncheckedIOException e) {
      System.err.println("HeadlessChromium: could not delete " + dir + ": " + e);
    }
  }

  private static void sleep(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while waiting for Chromium", e);
    }
  }
}
