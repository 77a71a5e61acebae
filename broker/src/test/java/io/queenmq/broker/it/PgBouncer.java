package io.queenmq.broker.it;

import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * Debian's PgBouncer in transaction pooling mode in front of a PostgreSQL on localhost, on a free port, every database
 * name passed through and logged in as {@code postgres}. Started as the {@code postgres} user when the tests run as
 * root (PgBouncer refuses root). Without the binary the calling test is skipped, unless {@code QUEEN_REQUIRE_HA=1}
 * (set by {@code .ci/run}), which fails it instead.
 */
public final class PgBouncer implements AutoCloseable {
    private static final Path BINARY = Path.of("/usr/sbin/pgbouncer");

    private final Process process;
    private final int port;
    private final Path log;

    private PgBouncer(Process process, int port, Path log) {
        this.process = process;
        this.port = port;
        this.log = log;
    }

    /** A PgBouncer forwarding to PostgreSQL on {@code localhost:databasePort}; returns once it accepts connections. */
    public static PgBouncer start(int databasePort) throws IOException, InterruptedException {
        if (!Files.isExecutable(BINARY)) {
            if ("1".equals(System.getenv("QUEEN_REQUIRE_HA"))) {
                fail("QUEEN_REQUIRE_HA=1 but " + BINARY + " is missing (apt-get install pgbouncer)");
            }
            assumeTrue(false, BINARY + " is missing: the PgBouncer tests are skipped");
        }
        Path dir = Files.createTempDirectory("queen-pgbouncer");
        int port = freePort();
        Path log = dir.resolve("pgbouncer.log");
        Files.writeString(dir.resolve("pgbouncer.ini"), String.join("\n",
                "[databases]",
                "* = host=127.0.0.1 port=" + databasePort + " user=postgres password=postgres",
                "[pgbouncer]",
                "listen_addr = 127.0.0.1",
                "listen_port = " + port,
                "unix_socket_dir =",
                "auth_type = any",
                "pool_mode = transaction",
                // pgjdbc sends it at startup; PgBouncer 1.18 refuses startup parameters it does not know.
                "ignore_startup_parameters = extra_float_digits",
                "max_client_conn = 1000",
                "default_pool_size = 60",
                "logfile = " + log,
                "pidfile = " + dir.resolve("pgbouncer.pid"),
                ""), StandardCharsets.UTF_8);
        boolean root = "root".equals(System.getProperty("user.name"));
        if (root) {
            new ProcessBuilder("chown", "-R", "postgres", dir.toString()).inheritIO().start().waitFor();
        }
        ProcessBuilder builder = root
                ? new ProcessBuilder(BINARY.toString(), "-u", "postgres", dir.resolve("pgbouncer.ini").toString())
                : new ProcessBuilder(BINARY.toString(), dir.resolve("pgbouncer.ini").toString());
        Process process = builder.redirectErrorStream(true).redirectOutput(dir.resolve("stdout.log").toFile()).start();
        PgBouncer bouncer = new PgBouncer(process, port, log);
        bouncer.awaitListening();
        return bouncer;
    }

    public int port() {
        return port;
    }

    private void awaitListening() throws IOException, InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                throw new IllegalStateException("pgbouncer exited: " + (Files.exists(log) ? Files.readString(log) : ""));
            }
            try (Socket socket = new Socket()) {
                socket.connect(new InetSocketAddress("127.0.0.1", port), 200);
                return;
            } catch (IOException notYet) {
                Thread.sleep(50);
            }
        }
        throw new IllegalStateException("pgbouncer did not listen on " + port + " within 20 s (log: " + log + ")");
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }

    @Override
    public void close() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(5, TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor();
        }
    }
}
