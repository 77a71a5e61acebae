package io.queenmq.broker.spool;

import io.queenmq.broker.util.Uuid7;
import io.queenmq.hotpath.BatchingQueue;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The failover spool (docs/semantics.md §13, docs/decisions.md §D7): a directory of append-only files holding pushes that must not, or could
 * not, go to the database yet.
 *
 * <p>Writing: {@link #append} queues one push's records for the writer thread, which writes everything waiting,
 * fsyncs once, and only then calls back, so a push is answered only once its records are durable. The writer holds
 * an exclusive lock on the file it appends to, and closes it after {@code recordsPerFile} records or when the
 * replayer finds it idle.
 *
 * <p>Replaying: {@link #claimNext} locks the oldest file that nobody holds: a closed file of this broker, or one left
 * by a broker that stopped or crashed, possibly another one sharing the directory. The lock makes each file replayed
 * by one broker at a time; file names carry the database id, so no broker replays pushes meant for another database.
 * A file is deleted only once every record in it is committed or quarantined.
 *
 * <p>Order: a partition with records waiting here is <i>held back</i> ({@link #holdsBack}): its next pushes wait for
 * their replay, or are spooled behind them, rather than committed ahead of them, so that each partition keeps its
 * push order across a database outage (the chaos test's "postgres-restart" found a direct push overtaking a spooled
 * one).
 * Records are counted per partition when appended or found at start, and uncounted when committed or quarantined.
 * Records of a file that another broker sharing the directory replays are uncounted when the file vanishes.
 *
 * <p>Threads: {@link #append}, {@link #holdsBack} and the statistics on any thread; the claim methods,
 * {@link #rotateIfIdle} and {@link #forgetVanished} on the replayer thread only.
 */
public final class Spool implements AutoCloseable {
    private static final Logger log = LoggerFactory.getLogger(Spool.class);
    private static final String SUFFIX = ".spool";
    /** A new file takes its final name only once locked, so that no replayer can claim it before the writer has it. */
    private static final String NEW_SUFFIX = ".spool.new";
    private static final String QUARANTINE_DIRECTORY = "quarantine";

    /** Told, on the writer thread, whether a push's records are durable. Must not block or throw. */
    public interface WriteCallback {
        void durable();

        void failed();
    }

    private record Append(ByteBuffer frames, List<SpoolRecord> records, WriteCallback callback) {}

    private final Path directory;
    private final Path quarantineDirectory;
    private final String filePrefix;
    private final int recordsPerFile;
    private final BatchingQueue<Append> writes;
    /** Records written or found and not yet committed or quarantined: the {@code bufferedMessages} of the API. */
    private final AtomicLong pending = new AtomicLong();
    /** Records appended or found and not yet committed or quarantined, per partition ({@link #key}). */
    private final Map<String, Integer> heldBack = new ConcurrentHashMap<>();
    /** Records counted in {@link #pending} that sit in files this broker's replayer has not claimed yet. */
    private final Map<Path, Integer> unclaimed = new ConcurrentHashMap<>();
    /** Their partitions, counted in {@link #heldBack}: uncounted at once if another broker replays the file. */
    private final Map<Path, Map<String, Integer>> unclaimedPartitions = new ConcurrentHashMap<>();
    private final Set<Path> quarantineFiles = ConcurrentHashMap.newKeySet();
    private final AtomicLong quarantinedRecords = new AtomicLong();
    private final AtomicLong quarantineBytes = new AtomicLong();
    private volatile boolean writable = true;

    // The file being appended to, guarded by this: the writer appends, the replayer closes it when idle.
    private FileChannel active;
    private Path activePath;
    private int activeRecords;
    private long lastAppendNanos;

    private Spool(Path directory, String databaseId, int recordsPerFile, int capacity) {
        this.directory = directory;
        this.quarantineDirectory = directory.resolve(QUARANTINE_DIRECTORY);
        this.filePrefix = "failover-" + databaseId + "-";
        this.recordsPerFile = recordsPerFile;
        this.writes = BatchingQueue.<Append>builder("spool-writer", this::write)
                .capacity(capacity)
                .maxBatchRows(recordsPerFile)
                .weigher(append -> append.records().size())
                .build();
    }

    /**
     * Opens the spool of {@code databaseId} in {@code directory}, creating it if needed, and counts the records that
     * earlier runs left behind.
     *
     * @throws IOException when the directory cannot be created or written to
     */
    public static Spool open(Path directory, String databaseId, int recordsPerFile, int capacity) throws IOException {
        try {
            Files.createDirectories(directory.resolve(QUARANTINE_DIRECTORY));
        } catch (IOException e) {
            throw new IOException("Cannot create the file buffer directory " + directory + " (FILE_BUFFER_DIR): " + e, e);
        }
        if (!Files.isWritable(directory)) {
            throw new IOException("The file buffer directory " + directory + " is not writable (FILE_BUFFER_DIR)");
        }
        Spool spool = new Spool(directory, databaseId, recordsPerFile, capacity);
        spool.countLeftovers();
        spool.writes.start();
        return spool;
    }

    // ---- writing

    /**
     * Queues {@code records} for writing; {@code callback} hears whether they became durable.
     *
     * @return false when the writer's queue is full or the spool is closed; nothing is written then
     */
    public boolean append(List<SpoolRecord> records, WriteCallback callback) {
        List<byte[]> bodies = new ArrayList<>(records.size());
        for (SpoolRecord record : records) {
            bodies.add(record.toJson());
        }
        // Counted before the answer, so that the client's next push to these partitions is held back behind them.
        hold(records);
        boolean queued = writes.offer(new Append(SpoolFile.frames(bodies), List.copyOf(records), callback));
        if (!queued) {
            unhold(records);
        }
        return queued;
    }

    /** True when a push to {@code queue}/{@code partition} must not commit yet: records of it wait here. */
    public boolean holdsBack(String queue, String partition) {
        return !heldBack.isEmpty() && heldBack.containsKey(key(queue, partition));
    }

    private static String key(String queue, String partition) {
        return queue + '\u0000' + partition;
    }

    private void hold(List<SpoolRecord> records) {
        count(heldBack, records);
    }

    private static void count(Map<String, Integer> counts, List<SpoolRecord> records) {
        for (SpoolRecord record : records) {
            counts.merge(key(record.queue(), record.partition()), 1, Integer::sum);
        }
    }

    /** Uncounts {@code records}: committed, quarantined, or never written. */
    void unhold(List<SpoolRecord> records) {
        for (SpoolRecord record : records) {
            heldBack.computeIfPresent(key(record.queue(), record.partition()), (k, n) -> n > 1 ? n - 1 : null);
        }
    }

    /** Writer thread: one write and one fsync for every push waiting. */
    private void write(List<Append> batch) {
        boolean durable = writeDurably(batch);
        for (Append append : batch) {
            if (durable) {
                append.callback().durable();
            } else {
                unhold(append.records());
                append.callback().failed();
            }
        }
    }

    private synchronized boolean writeDurably(List<Append> batch) {
        long sizeBefore = -1;
        int records = 0;
        try {
            if (active == null) {
                openActive();
            }
            sizeBefore = active.size();
            for (Append append : batch) {
                ByteBuffer frames = append.frames().duplicate();
                while (frames.hasRemaining()) {
                    active.write(frames);
                }
                records += append.records().size();
            }
            active.force(false);
        } catch (IOException | RuntimeException e) {
            log.error("Writing to the file buffer failed; {} pushes are answered 500", batch.size(), e);
            writable = false;
            abandonActive(sizeBefore);
            return false;
        }
        writable = true;
        activeRecords += records;
        lastAppendNanos = System.nanoTime();
        unclaimed.merge(activePath, records, Integer::sum);
        Map<String, Integer> partitions =
                unclaimedPartitions.computeIfAbsent(activePath, p -> new ConcurrentHashMap<>());
        for (Append append : batch) {
            count(partitions, append.records());
        }
        pending.addAndGet(records);
        if (activeRecords >= recordsPerFile) {
            closeActive();
        }
        return true;
    }

    private void openActive() throws IOException {
        String name = filePrefix + Uuid7.next();
        Path fresh = directory.resolve(name + NEW_SUFFIX);
        Path path = directory.resolve(name + SUFFIX);
        FileChannel channel = FileChannel.open(fresh, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
        try {
            channel.lock();
            Files.move(fresh, path, StandardCopyOption.ATOMIC_MOVE);
            syncDirectory();
        } catch (IOException | RuntimeException e) {
            channel.close();
            Files.deleteIfExists(fresh);
            throw e;
        }
        active = channel;
        activePath = path;
        activeRecords = 0;
    }

    /** Makes the new file's name durable, so that a crash cannot lose a file whose records were acknowledged. */
    private void syncDirectory() throws IOException {
        try (FileChannel dir = FileChannel.open(directory, StandardOpenOption.READ)) {
            dir.force(true);
        }
    }

    /** After a failed write: cuts off what it may have left and stops appending to the file. */
    private void abandonActive(long goodSize) {
        if (active == null) {
            return;
        }
        try {
            if (goodSize >= 0) {
                active.truncate(goodSize);
            }
        } catch (IOException e) {
            log.warn("Cannot cut a failed write off {}: {}", activePath, e.getMessage());
        }
        closeActive();
    }

    /** Closing releases the lock: the file becomes replayable. */
    private void closeActive() {
        if (active == null) {
            return;
        }
        try {
            active.close();
        } catch (IOException e) {
            log.warn("Closing {} failed: {}", activePath, e.getMessage());
        }
        active = null;
        activePath = null;
        activeRecords = 0;
    }

    // ---- replaying (replayer thread)

    /** A file locked by this broker for replay, read in order from its start. */
    static final class Claim {
        private final Path path;
        private final FileChannel channel;
        private long position;
        private int remaining;

        private Claim(Path path, FileChannel channel, int records) {
            this.path = path;
            this.channel = channel;
            this.remaining = records;
        }

        /** The next frames to replay; empty when every complete frame of the file has been handled. */
        List<SpoolFile.Frame> next(int maxFrames, long maxBytes) throws IOException {
            return SpoolFile.read(channel, position, maxFrames, maxBytes);
        }

        /** File position of the next frame to replay. */
        long position() {
            return position;
        }

        Path path() {
            return path;
        }
    }

    /**
     * Closes the file being written if nothing was appended for {@code idleMs}, so that it can be replayed. With 0,
     * closes it whatever its age, so that pushes held back behind its records wait as little as possible.
     */
    synchronized void rotateIfIdle(long idleMs) {
        if (active != null && System.nanoTime() - lastAppendNanos >= idleMs * 1_000_000L) {
            closeActive();
        }
    }

    /** Locks the oldest file nobody holds; null when there is none. */
    Claim claimNext() throws IOException {
        for (Path path : files(directory)) {
            FileChannel channel = lockUnlessActive(path);
            if (channel == null) {
                continue;
            }
            try {
                int records = SpoolFile.count(channel);
                Integer counted = unclaimed.remove(path);
                unclaimedPartitions.remove(path); // from now on uncounted as its records are replayed
                pending.addAndGet(records - (counted == null ? 0 : counted));
                if (counted == null) {
                    hold(readable(channel, 0)); // another broker's, or released: its records are not counted now
                }
                return new Claim(path, channel, records);
            } catch (IOException | RuntimeException e) {
                channel.close();
                throw e;
            }
        }
        return null;
    }

    /**
     * Opens and locks {@code path}; null when it is the file being written, is held by another broker, or is gone.
     * Under the writer's monitor, so that it never opens the writer's file: closing any channel of a file drops all
     * of this process's locks on it (POSIX), which would hand the file being written to other brokers.
     */
    private synchronized FileChannel lockUnlessActive(Path path) throws IOException {
        if (path.equals(activePath)) {
            return null;
        }
        FileChannel channel;
        try {
            channel = FileChannel.open(path, StandardOpenOption.READ, StandardOpenOption.WRITE);
        } catch (NoSuchFileException e) {
            return null;
        }
        try {
            // A replayer deletes a file before unlocking it: a file gone by the time we hold the lock was replayed.
            if (tryLock(channel) != null && Files.exists(path)) {
                return channel;
            }
        } catch (IOException | RuntimeException e) {
            channel.close();
            throw e;
        }
        channel.close();
        return null;
    }

    /** {@code records} frames up to {@code last} are committed. */
    void replayed(Claim claim, SpoolFile.Frame last, int records) {
        claim.position = last.end();
        claim.remaining -= records;
        pending.addAndGet(-records);
    }

    /** Moves {@code frame}, the claim's next one, to the quarantine file of its spool file; it is not replayed. */
    void quarantine(Claim claim, SpoolFile.Frame frame) throws IOException {
        Path target = quarantineDirectory.resolve(claim.path.getFileName());
        ByteBuffer frames = SpoolFile.frames(List.of(frame.body()));
        try (FileChannel out = FileChannel.open(target, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                StandardOpenOption.APPEND)) {
            while (frames.hasRemaining()) {
                out.write(frames);
            }
            out.force(false);
        }
        quarantineFiles.add(target);
        quarantinedRecords.incrementAndGet();
        quarantineBytes.addAndGet(SpoolFile.HEADER_BYTES + frame.body().length);
        replayed(claim, frame, 1);
    }

    /** Every record of the claim is handled: the file goes. */
    void finish(Claim claim) throws IOException {
        // Deleted while still locked, so that no replayer that opened it meanwhile can take it after us.
        Files.deleteIfExists(claim.path);
        release(claim);
    }

    /** Gives the claim up, its file still there: it is counted again when claimed again. */
    void release(Claim claim) {
        pending.addAndGet(-claim.remaining);
        try {
            if (claim.remaining > 0) {
                unhold(readable(claim.channel, claim.position)); // counted again when claimed again
            }
        } catch (IOException e) {
            log.warn("Cannot read the rest of {}: {}", claim.path, e.getMessage());
        }
        claim.remaining = 0;
        try {
            claim.channel.close();
        } catch (IOException e) {
            log.warn("Closing {} failed: {}", claim.path, e.getMessage());
        }
    }

    /** Stops counting records of files that another broker sharing the directory replayed and deleted. */
    void forgetVanished() {
        for (Path path : unclaimed.keySet()) {
            if (!Files.exists(path)) {
                Integer records = unclaimed.remove(path);
                if (records != null) {
                    pending.addAndGet(-records);
                }
                Map<String, Integer> partitions = unclaimedPartitions.remove(path);
                if (partitions != null) {
                    partitions.forEach((key, n) ->
                            heldBack.computeIfPresent(key, (k, held) -> held > n ? held - n : null));
                }
            }
        }
    }

    // ---- statistics

    /** Records waiting to be replayed. */
    public long pendingRecords() {
        return pending.get();
    }

    /** False after a failed write, until a write succeeds. */
    public boolean writable() {
        return writable;
    }

    public long quarantinedRecords() {
        return quarantinedRecords.get();
    }

    public int quarantineFileCount() {
        return quarantineFiles.size();
    }

    public long quarantineBytes() {
        return quarantineBytes.get();
    }

    // ---- start and stop

    private void countLeftovers() throws IOException {
        for (Path path : files(directory)) {
            FileChannel locked = lockUnlessActive(path);
            if (locked != null) {
                try (FileChannel channel = locked) {
                    int records = SpoolFile.count(channel);
                    unclaimed.put(path, records);
                    pending.addAndGet(records);
                    List<SpoolRecord> readable = readable(channel, 0);
                    hold(readable);
                    count(unclaimedPartitions.computeIfAbsent(path, p -> new ConcurrentHashMap<>()), readable);
                }
            }
        }
        for (Path path : files(quarantineDirectory)) {
            try (FileChannel channel = FileChannel.open(path, StandardOpenOption.READ)) {
                quarantineFiles.add(path);
                quarantinedRecords.addAndGet(SpoolFile.count(channel));
                quarantineBytes.addAndGet(channel.size());
            }
        }
        if (pending.get() > 0) {
            log.info("The file buffer {} holds {} messages from an earlier run; they are replayed while push "
                    + "maintenance is off", directory, pending.get());
        }
    }

    /** The records of a file from {@code position} on that can be read (the replay quarantines the others). */
    private static List<SpoolRecord> readable(FileChannel channel, long position) throws IOException {
        List<SpoolRecord> records = new ArrayList<>();
        for (SpoolFile.Frame frame : SpoolFile.read(channel, position, Integer.MAX_VALUE, Long.MAX_VALUE)) {
            try {
                records.add(SpoolRecord.fromJson(frame.body()));
            } catch (IOException unreadable) {
                // not counted: the replay quarantines it, with no partition to uncount
            }
        }
        return records;
    }

    /** This database's spool files in {@code dir}, oldest first (names end in a UUIDv7). */
    private List<Path> files(Path dir) throws IOException {
        try (Stream<Path> listing = Files.list(dir)) {
            return listing.filter(path -> {
                String name = path.getFileName().toString();
                return name.startsWith(filePrefix) && name.endsWith(SUFFIX);
            }).sorted().toList();
        }
    }

    /** The lock, or null when another process or another channel of this JVM holds it. */
    private static FileLock tryLock(FileChannel channel) throws IOException {
        try {
            return channel.tryLock();
        } catch (OverlappingFileLockException e) {
            return null;
        }
    }

    /** Writes what is queued, then closes the file being written. */
    @Override
    public void close() {
        writes.close();
        synchronized (this) {
            closeActive();
        }
    }
}
