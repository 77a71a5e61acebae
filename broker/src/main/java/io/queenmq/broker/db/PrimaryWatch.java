package io.queenmq.broker.db;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Properties;
import java.util.function.Consumer;
import javax.sql.DataSource;
import org.postgresql.core.BaseConnection;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Which PostgreSQL server the broker writes to, and since when. Every {@link #PERIOD_MS} its thread borrows a
 * general-pool connection (pgjdbc's multi-host URL hands out only a primary) and notes the {@code PG_HOST} entry it
 * reached and the server's own address (behind a pooler, the entry is the pooler and the address the server). A
 * change is a failover or switchover, logged with both ends; no primary at all is logged once, with what each host
 * answered, and shown by {@link #current} until one answers. The pools themselves need no help: a broken connection
 * is dropped and its replacement goes through the same URL to the new primary. Read by any thread.
 */
public final class PrimaryWatch implements AutoCloseable {
    /** What the broker knows of the primary: {@code host} and {@code server} null while none answers. */
    public record Primary(String host, String server, Instant since, long changes) {}

    private static final Logger log = LoggerFactory.getLogger(PrimaryWatch.class);
    private static final long PERIOD_MS = 1000;
    private static final String SERVER = "SELECT inet_server_addr()::text AS address, inet_server_port() AS port";

    private final DataSource general;
    private final DatabaseSettings settings;
    private final List<Consumer<Primary>> listeners = new ArrayList<>();
    private final Thread thread;
    private volatile boolean running = true;
    private volatile Primary current;
    /** The last primary that answered; watch thread only. */
    private Primary lastKnown;

    private PrimaryWatch(DataSource general, DatabaseSettings settings) {
        this.general = general;
        this.settings = settings;
        this.thread = new Thread(this::run, "queen-primary-watch");
        this.thread.setDaemon(true);
    }

    /** Looks once (the broker has just connected), then every second. */
    public static PrimaryWatch start(DataSource general, DatabaseSettings settings) {
        PrimaryWatch watch = new PrimaryWatch(general, settings);
        watch.look();
        watch.thread.start();
        return watch;
    }

    public Primary current() {
        return current;
    }

    /** Calls {@code listener} with the current primary now, then after each change, one call at a time. */
    public synchronized void onChange(Consumer<Primary> listener) {
        listeners.add(listener);
        listener.accept(current);
    }

    private synchronized void changed(Primary primary) {
        current = primary;
        listeners.forEach(listener -> listener.accept(primary));
    }

    private void run() {
        while (running) {
            try {
                Thread.sleep(PERIOD_MS);
            } catch (InterruptedException e) {
                return;
            }
            look();
        }
    }

    private void look() {
        String host = null;
        String server = null;
        try (Connection c = general.getConnection(); PreparedStatement st = c.prepareStatement(SERVER);
             ResultSet rs = st.executeQuery()) {
            rs.next();
            host = c.unwrap(BaseConnection.class).getQueryExecutor().getHostSpec().toString();
            String address = rs.getString("address");
            server = address == null ? "local socket" : address.replaceFirst("/\\d+$", "") + ":" + rs.getInt("port");
        } catch (SQLException e) {
            if (current == null || current.host() != null) {
                log.warn("No primary answers among PG_HOST {} ({}): pushes go to the file buffer until one does; {}",
                        settings.hosts(), e.getMessage(), describeHosts(settings));
            }
        }
        Primary last = current;
        if (last != null && Objects.equals(last.host(), host) && Objects.equals(last.server(), server)) {
            return;
        }
        boolean moved = host != null && lastKnown != null
                && !(lastKnown.host().equals(host) && lastKnown.server().equals(server));
        if (moved) {
            log.info("PostgreSQL primary is now {} (server {}), was {} (server {})", host, server, lastKnown.host(),
                    lastKnown.server());
        } else if (host != null && last != null) {
            log.info("PostgreSQL primary {} answers again", host);
        }
        Primary now = new Primary(host, server, Instant.now(), (last == null ? 0 : last.changes()) + (moved ? 1 : 0));
        if (host != null) {
            lastKnown = now;
        }
        changed(now);
    }

    /**
     * What each host of {@code PG_HOST} answers, whatever its role ("127.0.0.1:5432: primary; 127.0.0.1:5433:
     * standby; ..."), for the one line that says why no primary was found.
     */
    public static String describeHosts(DatabaseSettings settings) {
        List<String> answers = new ArrayList<>();
        Properties props = new Properties();
        props.setProperty("user", settings.user());
        props.setProperty("password", settings.password());
        props.setProperty("connectTimeout", Integer.toString(Math.max(1, settings.connectTimeoutMs() / 1000)));
        props.putAll(settings.tls().properties());
        props.setProperty("ApplicationName", "queen-primary-watch");
        for (HostList.Endpoint endpoint : settings.hosts().endpoints()) {
            try (Connection c = DriverManager.getConnection(settings.probeUrl(endpoint), props);
                 PreparedStatement st = c.prepareStatement("SELECT pg_is_in_recovery()");
                 ResultSet rs = st.executeQuery()) {
                rs.next();
                answers.add(endpoint + ": " + (rs.getBoolean(1) ? "standby" : "primary"));
            } catch (SQLException e) {
                answers.add(endpoint + ": " + SqlErrors.clientMessage(e));
            }
        }
        return String.join("; ", answers);
    }

    @Override
    public void close() {
        running = false;
        thread.interrupt();
        try {
            thread.join(PERIOD_MS * 2);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
