package io.queenmq.broker.store.core;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * The messages pops of this broker read last from each lane, so that the next consumer group reading the same
 * offsets is served without reading them again (docs/design.md, "One read for many groups"). A lane's entry is one
 * run of consecutive offsets; whoever reads must first make sure that nothing after its cursor was deleted since
 * the run was read (PopStore checks the lane's deletions in the claim's snapshot), because offsets are never
 * reused and a stored message never changes: a run without deletions is what the database would return.
 *
 * <p>Offsets are never reused by one running server. A server that comes up without the last commits of the one
 * before it (a replica promoted before it received them, a crash with {@code synchronous_commit} off, a restore)
 * gives those offsets to new messages, so the runs belong to the server start ({@code pg_postmaster_start_time()})
 * whose claims read them: a claim made by another start is not served, and its read replaces every run.
 *
 * <p>Bounded by a message count over all lanes: the lane read least recently loses its oldest messages first.
 * Methods are synchronized: store threads of one broker share it.
 */
final class LaneReadCache {
    /** One lane's consecutive offsets first .. first + messages.size() - 1. */
    private static final class Run {
        long first;
        final ArrayList<StoredMessage> messages = new ArrayList<>();

        long last() {
            return first + messages.size() - 1;
        }
    }

    private final int capacity;
    private final Map<UUID, Run> runs = new LinkedHashMap<>(16, 0.75f, true);
    private int size;
    private long served;
    /** The start, in microseconds, of the server whose reads the runs hold. */
    private long serverStart;

    /** {@code capacity}: the messages kept over all lanes; 0 turns the cache off. */
    LaneReadCache(int capacity) {
        this.capacity = capacity;
    }

    boolean enabled() {
        return capacity > 0;
    }

    /**
     * The lane's messages after offset {@code after}, at most {@code max}, as far as one run holds them, for a claim
     * made by the server started at {@code serverStart}.
     */
    synchronized List<StoredMessage> read(long serverStart, UUID lane, long after, int max) {
        Run run = runs.get(lane);
        if (serverStart != this.serverStart || run == null || after < run.first - 1 || after >= run.last()) {
            return List.of();
        }
        int from = (int) (after + 1 - run.first);
        int to = (int) Math.min(run.messages.size(), (long) from + max);
        served += to - from;
        return new ArrayList<>(run.messages.subList(from, to));
    }

    /**
     * Records what a read of the lane after offset {@code after} returned, in offset order: kept up to the
     * first offset that does not follow its predecessor, joined to the lane's run when it continues it, else
     * replacing a run that ends before it. A read of older offsets than the run's leaves the run alone. A read
     * from another server start than the runs' replaces them all.
     */
    synchronized void add(long serverStart, UUID lane, long after, List<StoredMessage> read) {
        if (!enabled() || read.isEmpty()) {
            return;
        }
        if (serverStart != this.serverStart) {
            runs.clear();
            size = 0;
            this.serverStart = serverStart;
        }
        Run run = runs.get(lane);
        if (run != null && after < run.first - 1) {
            return;
        }
        if (run == null || after > run.last()) {
            if (run != null) {
                size -= run.messages.size();
            }
            run = new Run();
            run.first = after + 1;
            runs.put(lane, run);
        }
        long next = after + 1;
        for (StoredMessage message : read) {
            if (message.seq() != next) {
                break;
            }
            if (next > run.last()) {
                run.messages.add(message);
                size++;
            }
            next++;
        }
        if (run.messages.isEmpty()) {
            runs.remove(lane);
        }
        trim();
    }

    /** Messages delivered from the cache since start. */
    synchronized long served() {
        return served;
    }

    synchronized int size() {
        return size;
    }

    private void trim() {
        Iterator<Run> eldest = runs.values().iterator();
        while (size > capacity) {
            Run run = eldest.next();
            int drop = Math.min(size - capacity, run.messages.size());
            run.messages.subList(0, drop).clear();
            run.first += drop;
            size -= drop;
            if (run.messages.isEmpty()) {
                eldest.remove();
            }
        }
    }
}
