package io.queenmq.broker.feature;

import java.util.ArrayList;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What the broker started, stopped in two phases: first what must finish the work it accepted (parked pops answer,
 * store workers commit and answer what they hold), in the order it was handed over; then everything, in reverse
 * start order. Single-threaded: the broker's start and close.
 */
public final class Lifecycle implements AutoCloseable {
    private static final Logger log = LoggerFactory.getLogger(Lifecycle.class);

    private final List<AutoCloseable> drainFirst = new ArrayList<>();
    private final List<AutoCloseable> resources = new ArrayList<>();

    /** Closed at shutdown, in reverse order of {@code own} calls. */
    public <T extends AutoCloseable> T own(T resource) {
        resources.add(resource);
        return resource;
    }

    /** Closed in the first phase of shutdown, before anything owned, in the order given. */
    public void drainFirst(AutoCloseable work) {
        drainFirst.add(work);
    }

    /** The first phase only: what holds accepted work finishes it. */
    public void drain() {
        drainFirst.forEach(Lifecycle::closeQuietly);
        drainFirst.clear();
    }

    @Override
    public void close() {
        drain();
        for (int i = resources.size() - 1; i >= 0; i--) {
            closeQuietly(resources.get(i));
        }
        resources.clear();
    }

    private static void closeQuietly(AutoCloseable resource) {
        try {
            resource.close();
        } catch (Exception e) {
            log.warn("Error while stopping {}", resource.getClass().getSimpleName(), e);
        }
    }
}
