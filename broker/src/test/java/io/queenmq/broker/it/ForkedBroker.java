package io.queenmq.broker.it;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * A broker in its own JVM on the test database, for tests that send it signals: {@link #terminate} is SIGTERM,
 * {@link #kill} SIGKILL. Its output goes to a log file that failing assertions can quote.
 */
final class ForkedBroker implements AutoCloseable {
    private final Process process;
    private final Path log;
    private final int port;

    private ForkedBroker(Process process, Path log, int port) {
        this.process = process;
        this.log = log;
        this.port = port;
    }

    /** Starts a broker with the shared broker's settings plus {@code overrides}, and waits until it is healthy. */
    static ForkedBroker start(Map<String, String> overrides) throws IOException, InterruptedException {
        int port = freePort();
        Path log = Files.createTempFile("queen-forked-broker", ".log");
        ProcessBuilder builder = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx256m", "-cp", System.getProperty("java.class.path"), "io.queenmq.broker.Main")
                .redirectErrorStream(true)
                .redirectOutput(log.toFile());
        builder.environment().putAll(TestBroker.env());
        builder.environment().put("PORT", Integer.toString(port));
        builder.environment().putAll(overrides);
        ForkedBroker broker = new ForkedBroker(builder.start(), log, port);
        broker.awaitHealthy(Duration.ofSeconds(30));
        return broker;
    }

    String url() {
        return "http://127.0.0.1:" + port;
    }

    /** SIGTERM: the graceful shutdown. */
    void terminate() {
        process.destroy();
    }

    /** SIGKILL. */
    void kill() {
        process.destroyForcibly();
    }

    /** The exit status, or null when the process is still running after {@code timeout}. */
    Integer awaitExit(Duration timeout) throws InterruptedException {
        return process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS) ? process.exitValue() : null;
    }

    String log() {
        try {
            return Files.readString(log);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void awaitHealthy(Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        Api api = new Api(url());
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                throw new IllegalStateException("forked broker exited with " + process.exitValue() + ":\n" + log());
            }
            try {
                if (api.get("/health").status() == 200) {
                    return;
                }
            } catch (UncheckedIOException notListeningYet) {
                // retry below
            }
            Thread.sleep(100);
        }
        throw new IllegalStateException("forked broker not healthy after " + timeout + ":\n" + log());
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }

    @Override
    public void close() throws InterruptedException {
        if (process.isAlive()) {
            kill();
            process.waitFor(10, TimeUnit.SECONDS);
        }
    }
}
