package io.queenmq.broker;

import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What the JVM does on SIGTERM or SIGINT: closes the broker (see {@link Broker#close} for the order), and halts
 * if that takes longer than the configured bound, so that a stuck database cannot keep the process alive.
 */
final class GracefulShutdown implements Runnable {
    private static final Logger log = LoggerFactory.getLogger(GracefulShutdown.class);

    private final Broker broker;
    private final long timeoutMs;

    private GracefulShutdown(Broker broker, long timeoutMs) {
        this.broker = broker;
        this.timeoutMs = timeoutMs;
    }

    static void install(Broker broker, long timeoutMs) {
        Runtime.getRuntime().addShutdownHook(new Thread(new GracefulShutdown(broker, timeoutMs), "queen-shutdown"));
    }

    @Override
    public void run() {
        long start = System.nanoTime();
        log.info("Shutting down: no new connections; answering what is in flight (at most {} ms)", timeoutMs);
        Thread watchdog = new Thread(this::haltAfterTimeout, "queen-shutdown-watchdog");
        watchdog.setDaemon(true);
        watchdog.start();
        broker.close();
        watchdog.interrupt();
        log.info("Stopped in {} ms", TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start));
    }

    private void haltAfterTimeout() {
        try {
            Thread.sleep(timeoutMs);
        } catch (InterruptedException e) {
            return; // the broker closed in time
        }
        log.error("Shutdown took longer than SHUTDOWN_TIMEOUT_MS ({} ms): halting", timeoutMs);
        // halt, not exit: exit would wait for this very shutdown hook.
        Runtime.getRuntime().halt(1);
    }
}
