package io.queenmq.broker.spool;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Replays the spool into the database while push maintenance is off (docs/semantics.md §13.4, docs/decisions.md §D7): oldest file first, its
 * records in file order, in chunks of at most {@code maxBatch}, each chunk only once the previous one committed, so
 * that every partition keeps the spool's order. Records keep their transactionId, so replaying one twice (after a
 * crash, or after a failure whose commit did happen) yields a duplicate that the push drops, not a second message.
 *
 * <p>A chunk the database rejects is replayed again one record at a time; a record rejected
 * {@link #QUARANTINE_AFTER_ATTEMPTS} times goes to the quarantine file, so that it cannot wedge the drain. A record
 * that is not even readable goes there at once. An unreachable database only delays the drain.
 *
 * <p>Threads: its own thread, started by {@link #start}; {@link #step} is the unit of work, called only by that
 * thread (or by a test that does not start it).
 */
public final class SpoolReplayer implements AutoCloseable {
    private static final Logger log = LoggerFactory.getLogger(SpoolReplayer.class);
    static final int QUARANTINE_AFTER_ATTEMPTS = 3;
    /** Pause after the database refused or could not be reached. */
    private static final long RETRY_DELAY_MS = 1000;
    /** Bounds the memory of one chunk whatever the payload sizes (one larger record still goes, alone). */
    private static final long MAX_CHUNK_BYTES = 16L << 20;

    /** Where replayed records go. */
    public interface Target {
        /** Pushes {@code records} and waits for the outcome. Blocking; called on the replay thread. */
        Outcome push(List<SpoolRecord> records) throws InterruptedException;
    }

    /** The outcome of one push of replayed records. */
    public enum Outcome {
        /** Every record is stored (or was already: a duplicate). */
        COMMITTED,
        /** The database could not take them now (unreachable, or overloaded); try again later. */
        UNAVAILABLE,
        /** The database refused them: at least one record is bad. */
        REJECTED
    }

    /** What one {@link #step} did; decides the pause before the next. */
    enum Step { PROGRESS, IDLE, BLOCKED }

    private final Spool spool;
    private final BooleanSupplier paused;
    private final Target target;
    private final int maxBatch;
    private final long periodMs;
    private final Thread thread;
    private volatile boolean running = true;

    // Replay thread only.
    private Spool.Claim claim;
    /** Up to this file position of the claim, records go one at a time (after a rejected chunk). */
    private long singlyUntil;
    /** Rejections of the claim's next record, while replaying one at a time. */
    private int attempts;

    /**
     * @param paused true while push maintenance is on: nothing is replayed then
     * @param maxBatch records per chunk ({@code FILE_BUFFER_MAX_BATCH})
     * @param periodMs pause between rounds ({@code FILE_BUFFER_FLUSH_MS}); the file being written is closed for
     *                 replay after two periods without writes
     */
    public SpoolReplayer(Spool spool, BooleanSupplier paused, Target target, int maxBatch, long periodMs) {
        this.spool = spool;
        this.paused = paused;
        this.target = target;
        this.maxBatch = maxBatch;
        this.periodMs = periodMs;
        this.thread = new Thread(this::run, "queen-spool-replayer");
        this.thread.setDaemon(true);
    }

    public void start() {
        thread.start();
    }

    private void run() {
        boolean blocked = false;
        while (running) {
            long pauseMs = periodMs;
            try {
                // While the database takes replays, the file being written goes at once: pushes to its partitions
                // wait until it is replayed (Spool#holdsBack).
                spool.rotateIfIdle(blocked || paused.getAsBoolean() ? 2 * periodMs : 0);
                spool.forgetVanished();
                Step step = Step.PROGRESS;
                while (running && !paused.getAsBoolean() && step == Step.PROGRESS) {
                    step = step();
                }
                blocked = step == Step.BLOCKED;
                if (blocked) {
                    pauseMs = RETRY_DELAY_MS;
                }
            } catch (IOException e) {
                log.warn("Replaying the file buffer failed: {}; retrying", e.getMessage());
                releaseClaim();
                pauseMs = RETRY_DELAY_MS;
            } catch (InterruptedException e) {
                return;
            } catch (RuntimeException e) {
                log.error("Replaying the file buffer failed; retrying", e);
                releaseClaim();
                pauseMs = RETRY_DELAY_MS;
            }
            try {
                Thread.sleep(pauseMs);
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    /** Replays the next chunk of the spool, or finishes its current file. */
    Step step() throws IOException, InterruptedException {
        if (claim == null) {
            claim = spool.claimNext();
            if (claim == null) {
                return Step.IDLE;
            }
        }
        List<SpoolFile.Frame> frames = claim.next(claim.position() < singlyUntil ? 1 : maxBatch, MAX_CHUNK_BYTES);
        if (frames.isEmpty()) {
            spool.finish(claim);
            claim = null;
            singlyUntil = 0;
            attempts = 0;
            return Step.PROGRESS;
        }
        List<SpoolRecord> records = new ArrayList<>(frames.size());
        for (SpoolFile.Frame frame : frames) {
            try {
                records.add(SpoolRecord.fromJson(frame.body()));
            } catch (IOException e) {
                if (!records.isEmpty()) {
                    break; // the readable records before it go first
                }
                log.error("Quarantining an unreadable record of {}: {}", claim.path(), e.getMessage());
                spool.quarantine(claim, frame);
                return Step.PROGRESS;
            }
        }
        SpoolFile.Frame last = frames.get(records.size() - 1);
        return switch (target.push(records)) {
            case COMMITTED -> {
                spool.replayed(claim, last, records.size());
                spool.unhold(records);
                attempts = 0;
                yield Step.PROGRESS;
            }
            case UNAVAILABLE -> Step.BLOCKED;
            case REJECTED -> rejected(records, last);
        };
    }

    private Step rejected(List<SpoolRecord> records, SpoolFile.Frame last) throws IOException {
        if (records.size() > 1) {
            singlyUntil = last.end();
            return Step.PROGRESS;
        }
        if (++attempts < QUARANTINE_AFTER_ATTEMPTS) {
            return Step.BLOCKED;
        }
        SpoolRecord record = records.get(0);
        log.error("Quarantining a record of {} that the database refused {} times: queue {}, partition {}, "
                + "transactionId {}", claim.path(), attempts, record.queue(), record.partition(), record.transactionId());
        spool.quarantine(claim, last);
        spool.unhold(records);
        attempts = 0;
        return Step.PROGRESS;
    }

    private void releaseClaim() {
        if (claim != null) {
            spool.release(claim);
            claim = null;
            singlyUntil = 0;
            attempts = 0;
        }
    }

    /** Stops the replay thread; a file being replayed stays for the next start. */
    @Override
    public void close() {
        running = false;
        thread.interrupt();
        try {
            thread.join(5000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        releaseClaim();
    }
}
