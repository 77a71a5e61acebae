package io.queenmq.client.failover;

import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.TimeUnit;

/**
 * One PostgreSQL 15 server run from Debian's binaries ({@code apt-get install postgresql-15}), on 127.0.0.1 and a free
 * port, trusting every local connection (replication included). Debian's server refuses to run as root, so as root
 * every binary runs as {@code postgres} ({@code runuser}) in directories that user owns. Called from the test thread.
 */
public final class PostgresNode {
    static final Path BIN = Path.of("/usr/lib/postgresql/15/bin");

    private final String name;
    private final Path base;
    private final Path dataDir;
    private final int port;

    private PostgresNode(String name, Path base, int port) {
        this.name = name;
        this.base = base;
        this.dataDir = base.resolve(name);
        this.port = port;
    }

    /**
     * Skips the calling test when the binaries are missing, or fails it when {@code QUEEN_REQUIRE_HA=1} (set by
     * {@code .ci/run}), which must not let the failover test vanish silently.
     */
    public static void requireBinaries() {
        if (Files.isExecutable(BIN.resolve("pg_ctl"))) {
            return;
        }
        if ("1".equals(System.getenv("QUEEN_REQUIRE_HA"))) {
            fail("QUEEN_REQUIRE_HA=1 but " + BIN + " is missing (apt-get install postgresql-15)");
        }
        assumeTrue(false, BIN + " is missing (apt-get install postgresql-15): the failover test is skipped");
    }

    /** A directory for nodes and their logs, owned by the user the servers run as. */
    public static Path newBase() throws IOException, InterruptedException {
        Path base = Files.createTempDirectory("queen-failover");
        if (root()) {
            run(List.of("chown", "-R", "postgres:postgres", base.toString()), 30);
        }
        return base;
    }

    /** A new, stopped cluster made by initdb, configured with {@code settings} ({@code name = value} lines). */
    public static PostgresNode init(Path base, String name, List<String> settings) throws IOException, InterruptedException {
        PostgresNode node = new PostgresNode(name, base, freePort());
        node.pg("initdb", "-D", node.dataDir.toString(), "-U", "postgres", "--auth=trust", "-E", "UTF8",
                "--no-instructions", "--no-sync");
        List<String> conf = new ArrayList<>(node.localSettings());
        conf.addAll(List.of("wal_level = replica", "max_wal_senders = 4", "hot_standby = on", "max_connections = 60",
                "shared_buffers = 32MB", "wal_sender_timeout = 5s", "wal_receiver_status_interval = 1s"));
        conf.addAll(settings);
        node.appendConf(conf);
        return node;
    }

    /** A stopped streaming replica of {@code primary} (which must run), made by pg_basebackup -R. */
    public static PostgresNode replicaOf(PostgresNode primary, String name) throws IOException, InterruptedException {
        PostgresNode node = new PostgresNode(name, primary.base, freePort());
        node.pg("pg_basebackup", "-h", "127.0.0.1", "-p", Integer.toString(primary.port), "-U", "postgres",
                "-D", node.dataDir.toString(), "-R", "-X", "stream", "-c", "fast", "--no-sync");
        List<String> conf = new ArrayList<>(node.localSettings());
        // The name the primary's synchronous_standby_names refers to; -R's own line carries none.
        conf.add("primary_conninfo = 'host=127.0.0.1 port=" + primary.port + " user=postgres application_name="
                + name + "'");
        // Copied from the primary, it would make the promoted node wait on every commit for a standby it does not
        // have: every commit on the new primary hung.
        conf.add("synchronous_standby_names = ''");
        node.appendConf(conf);
        return node;
    }

    private List<String> localSettings() {
        return List.of("port = " + port, "listen_addresses = '127.0.0.1'",
                "unix_socket_directories = '" + base + "'");
    }

    public String name() {
        return name;
    }

    public int port() {
        return port;
    }

    /** {@code 127.0.0.1:port}, an entry of PG_HOST. */
    public String hostPort() {
        return "127.0.0.1:" + port;
    }

    public Path log() {
        return base.resolve(name + ".log");
    }

    /** Starts the server and waits until it accepts connections. */
    public void start() throws IOException, InterruptedException {
        pg("pg_ctl", "-D", dataDir.toString(), "-l", log().toString(), "-w", "-t", "60", "start");
    }

    /** Stops the server the way a crash would: no checkpoint, backends gone at once. */
    public void kill() throws IOException, InterruptedException {
        pg("pg_ctl", "-D", dataDir.toString(), "-m", "immediate", "-w", "stop");
    }

    /** Stops the server if it runs; for cleanup. */
    public void stopQuietly() {
        try {
            if (Files.exists(dataDir.resolve("postmaster.pid"))) {
                pg("pg_ctl", "-D", dataDir.toString(), "-m", "immediate", "-w", "stop");
            }
        } catch (Exception ignored) {
            // Cleanup only: the test has its outcome already.
        }
    }

    /** Stops the server if it runs and deletes its data directory (about 60 MB); its log stays. */
    public void destroyQuietly() {
        stopQuietly();
        try (java.util.stream.Stream<Path> walk = Files.walk(dataDir)) {
            walk.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException | java.io.UncheckedIOException ignored) {
            // Cleanup only: a leftover directory under /tmp is harmless.
        }
    }

    /** Ends recovery on a standby and waits until it accepts writes. */
    public void promote() throws IOException, InterruptedException {
        pg("pg_ctl", "-D", dataDir.toString(), "-w", "-t", "60", "promote");
    }

    /** Adds settings to postgresql.auto.conf (later lines win) and reloads a running server. */
    public void reconfigure(List<String> settings) throws IOException, InterruptedException {
        appendConf(settings);
        pg("pg_ctl", "-D", dataDir.toString(), "reload");
    }

    /** A connection as postgres to the database postgres. */
    public Connection connect() throws SQLException {
        Properties props = new Properties();
        props.setProperty("user", "postgres");
        props.setProperty("connectTimeout", "5");
        props.setProperty("ApplicationName", "queen-failover-test");
        return DriverManager.getConnection("jdbc:postgresql://127.0.0.1:" + port + "/postgres", props);
    }

    private void appendConf(List<String> lines) throws IOException {
        // The file belongs to postgres; appending keeps its owner.
        Files.writeString(dataDir.resolve("postgresql.auto.conf"), String.join("\n", lines) + "\n",
                StandardCharsets.UTF_8, StandardOpenOption.APPEND);
    }

    private void pg(String binary, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        if (root()) {
            command.addAll(List.of("runuser", "-u", "postgres", "--"));
        }
        command.add(BIN.resolve(binary).toString());
        command.addAll(List.of(args));
        run(command, 90);
    }

    private static void run(List<String> command, int timeoutSeconds) throws IOException, InterruptedException {
        // Output to a file rather than a pipe: pg_ctl start leaves the server holding its stdout.
        Path out = Files.createTempFile("queen-failover-cmd", ".log");
        try {
            Process process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(out.toFile()).start();
            if (!process.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                throw new IllegalStateException(String.join(" ", command) + " did not finish within " + timeoutSeconds
                        + " s: " + Files.readString(out).strip());
            }
            if (process.exitValue() != 0) {
                throw new IllegalStateException(String.join(" ", command) + " exited " + process.exitValue() + ": "
                        + Files.readString(out).strip());
            }
        } finally {
            Files.deleteIfExists(out);
        }
    }

    private static boolean root() {
        return "root".equals(System.getProperty("user.name"));
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }

    @Override
    public String toString() {
        return name + "@" + hostPort();
    }
}
