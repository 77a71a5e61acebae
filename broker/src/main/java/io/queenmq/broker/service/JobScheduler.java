package io.queenmq.broker.service;

import io.queenmq.broker.db.SqlErrors;
import java.sql.SQLException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs background jobs on one daemon thread of their own, each at a fixed rate; a pass that
 * overruns its interval is followed at once by the next. One thread means the jobs of a broker
 * never compete with each other for the job lock or for connections. A failed pass is logged
 * and the next one runs as scheduled. Schedule and close from the thread that owns the broker.
 */
public final class JobScheduler implements AutoCloseable {
    private static final Logger log = LoggerFactory.getLogger(JobScheduler.class);
    private static final long SHUTDOWN_WAIT_SECONDS = 5;

    /** One pass of a job. Blocking is fine: it runs on the job thread. */
    @FunctionalInterface
    public interface Job {
        void runPass() throws SQLException;
    }

    private final ScheduledExecutorService executor;

    /** Jobs on a thread named {@code queen-jobs}. */
    public JobScheduler() {
        this("queen-jobs");
    }

    /** Jobs on a thread of their own named {@code threadName}. */
    public JobScheduler(String threadName) {
        executor = Executors.newSingleThreadScheduledExecutor(runnable -> {
            Thread thread = new Thread(runnable, threadName);
            thread.setDaemon(true);
            return thread;
        });
    }

    /** Runs {@code job} every {@code intervalMs}, the first time one interval from now. */
    public void every(String name, long intervalMs, Job job) {
        executor.scheduleAtFixedRate(() -> runPass(name, job), intervalMs, intervalMs, TimeUnit.MILLISECONDS);
    }

    /** Never throws: an exception escaping a fixed-rate task would cancel every later pass. */
    private static void runPass(String name, Job job) {
        try {
            job.runPass();
        } catch (SQLException e) {
            log.warn("{} pass failed: {} (SQLSTATE {})", name, SqlErrors.clientMessage(e), e.getSQLState());
        } catch (RuntimeException e) {
            log.error("{} pass failed", name, e);
        }
    }

    @Override
    public void close() {
        executor.shutdownNow();
        try {
            if (!executor.awaitTermination(SHUTDOWN_WAIT_SECONDS, TimeUnit.SECONDS)) {
                log.warn("Background jobs still running after {} s", SHUTDOWN_WAIT_SECONDS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
