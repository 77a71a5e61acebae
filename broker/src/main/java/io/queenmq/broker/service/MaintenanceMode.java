package io.queenmq.broker.service;

import io.queenmq.broker.store.admin.SystemState;
import java.sql.SQLException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The cluster-wide maintenance flags (docs/semantics.md §13.1) as this broker sees them. They live in the database, and every
 * broker re-reads them each {@link #REFRESH_MS} on its own thread, so that a toggle through any broker reaches all of
 * them within about a second. Request paths read the cached values, which never block; {@code set*} block on the
 * database and update this broker's cache at once.
 */
public final class MaintenanceMode implements AutoCloseable {
    private static final Logger log = LoggerFactory.getLogger(MaintenanceMode.class);
    static final long REFRESH_MS = 1000;

    private final SystemState state;
    private final ScheduledExecutorService refresher;
    private volatile boolean push;
    private volatile boolean pop;
    private volatile boolean databaseReachable = true;

    private MaintenanceMode(SystemState state) {
        this.state = state;
        this.refresher = Executors.newSingleThreadScheduledExecutor(runnable -> {
            Thread thread = new Thread(runnable, "queen-maintenance-refresh");
            thread.setDaemon(true);
            return thread;
        });
    }

    /** Reads the flags once (failing the start if the database cannot say), then keeps re-reading them. */
    public static MaintenanceMode start(SystemState state) throws SQLException {
        MaintenanceMode mode = new MaintenanceMode(state);
        mode.refresh();
        mode.refresher.scheduleWithFixedDelay(mode::refreshQuietly, REFRESH_MS, REFRESH_MS, TimeUnit.MILLISECONDS);
        return mode;
    }

    /** Pushes go to the spool instead of the database. */
    public boolean pushMaintenance() {
        return push;
    }

    /** Every pop answers 204 at once. */
    public boolean popMaintenance() {
        return pop;
    }

    /** Whether the last re-read of the flags reached the database. */
    public boolean databaseReachable() {
        return databaseReachable;
    }

    // Synchronized with refresh(), so that a re-read started before the write cannot put the old value back.

    public synchronized void setPushMaintenance(boolean enabled) throws SQLException {
        state.setPushMaintenance(enabled);
        push = enabled;
        log.info("Push maintenance {}", enabled ? "enabled" : "disabled");
    }

    public synchronized void setPopMaintenance(boolean enabled) throws SQLException {
        state.setPopMaintenance(enabled);
        pop = enabled;
        log.info("Pop maintenance {}", enabled ? "enabled" : "disabled");
    }

    private synchronized void refresh() throws SQLException {
        SystemState.MaintenanceFlags flags = state.maintenanceFlags();
        push = flags.push();
        pop = flags.pop();
    }

    /** Keeps the last known flags while the database is unreachable. */
    private void refreshQuietly() {
        try {
            refresh();
            if (!databaseReachable) {
                log.info("Database reachable again; maintenance flags re-read");
            }
            databaseReachable = true;
        } catch (SQLException e) {
            if (databaseReachable) {
                log.warn("Cannot re-read the maintenance flags ({}); keeping the last known values", e.getMessage());
            }
            databaseReachable = false;
        }
    }

    @Override
    public void close() {
        refresher.shutdownNow();
        try {
            refresher.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
