package io.queenmq.broker.chaos;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * A broker in its own JVM, started from the test classpath, so that it can be sent signals like a real process:
 * SIGKILL ({@link #kill}) or SIGTERM ({@link #terminate}). A restart reuses the port and the spool directory, as a
 * supervisor restarting the broker would. Not thread-safe: the test thread starts and stops it.
 */
public final class BrokerProcess implements AutoCloseable {
    private static final Duration START_TIMEOUT = Duration.ofSeconds(90);

    private final String name;
    private final int databasePort;
    private final int port;
    private final Path spoolDirectory;
    private final Path logDirectory;
    private final Map<String, String> settings;
    private Process process;
    private Path log;
    private int starts;

    private BrokerProcess(String name, int databasePort, int port, Path spoolDirectory, Path logDirectory,
                          Map<String, String> settings) {
        this.name = name;
        this.settings = settings;
        this.databasePort = databasePort;
        this.port = port;
        this.spoolDirectory = spoolDirectory;
        this.logDirectory = logDirectory;
    }

    /** Starts a broker named {@code name} (its log is {@code <logDirectory>/<name>-<n>.log}) and waits for /health. */
    static BrokerProcess start(String name, int databasePort, Path workDirectory) throws IOException, InterruptedException {
        return start(name, databasePort, workDirectory, Map.of());
    }

    /** As {@link #start(String, int, Path)}, with {@code settings} added to (or replacing) the defaults below. */
    public static BrokerProcess start(String name, int databasePort, Path workDirectory, Map<String, String> settings)
            throws IOException, InterruptedException {
        Path spool = Files.createDirectories(workDirectory.resolve(name + "-spool"));
        BrokerProcess broker = new BrokerProcess(name, databasePort, freePort(), spool, workDirectory, settings);
        broker.launch();
        return broker;
    }

    public String url() {
        return "http://127.0.0.1:" + port;
    }

    long pid() {
        return process.pid();
    }

    boolean alive() {
        return process.isAlive();
    }

    /** SIGTERM: the broker's graceful shutdown; see {@link #awaitExit}. */
    public void terminate() {
        process.destroy();
    }

    /** The exit status, or null when the process still runs after {@code timeout}. */
    public Integer awaitExit(Duration timeout) throws InterruptedException {
        return process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS) ? process.exitValue() : null;
    }

    /** What the running (or last) JVM has logged. */
    public String log() throws IOException {
        return Files.readString(log, StandardCharsets.UTF_8);
    }

    /** kill -9: no shutdown hook runs, nothing is flushed. */
    void kill() throws InterruptedException {
        process.destroyForcibly();
        process.waitFor();
    }

    /** Starts a new JVM on the same port and spool directory; returns once it answers /health. */
    void restart() throws IOException, InterruptedException {
        if (process.isAlive()) {
            throw new IllegalStateException(name + " is still running (pid " + process.pid() + ")");
        }
        launch();
    }

    private void launch() throws IOException, InterruptedException {
        Map<String, String> env = new HashMap<>();
        env.put("QUEEN_EMBEDDED_PG", "false");
        env.put("PG_HOST", "localhost");
        env.put("PG_PORT", Integer.toString(databasePort));
        env.put("PG_DB", "postgres");
        env.put("PG_USER", "postgres");
        env.put("PG_PASSWORD", "postgres");
        env.put("HOST", "127.0.0.1");
        env.put("PORT", Integer.toString(port));
        env.put("FILE_BUFFER_DIR", spoolDirectory.toString());
        env.put("FILE_BUFFER_FLUSH_MS", "100");
        env.put("NUM_WORKERS", "1");
        env.put("DB_POOL_SIZE", "4");
        // A push that cannot reach PostgreSQL within a second is spooled, so an outage shows within the test.
        env.put("DB_CONNECTION_TIMEOUT", "1000");
        env.putAll(settings);
        log = logDirectory.resolve(name + "-" + (++starts) + ".log");
        ProcessBuilder builder = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx256m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1",
                "-cp", System.getProperty("java.class.path"), "io.queenmq.broker.Main")
                .redirectErrorStream(true)
                .redirectOutput(log.toFile());
        builder.environment().putAll(env);
        process = builder.start();
        awaitHealthy();
    }

    private void awaitHealthy() throws IOException, InterruptedException {
        HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
        HttpRequest health = HttpRequest.newBuilder(URI.create(url() + "/health")).timeout(Duration.ofSeconds(5)).build();
        long deadline = System.nanoTime() + START_TIMEOUT.toNanos();
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                throw new IllegalStateException(name + " exited while starting:\n" + Files.readString(log, StandardCharsets.UTF_8));
            }
            try {
                if (client.send(health, HttpResponse.BodyHandlers.discarding()).statusCode() == 200) {
                    return;
                }
            } catch (IOException notListeningYet) {
                // still starting
            }
            Thread.sleep(100);
        }
        throw new IllegalStateException(name + " did not answer /health within " + START_TIMEOUT + " (log: " + log + ")");
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }

    /** Kills the broker if it still runs, so that a failed test leaves no process behind. */
    @Override
    public void close() throws InterruptedException {
        if (process.isAlive()) {
            kill();
        }
    }
}
