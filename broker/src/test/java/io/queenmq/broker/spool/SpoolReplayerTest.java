package io.queenmq.broker.spool;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The spool and its replay against a stand-in database: durable before answered, replayed in order and once,
 * kept while the database is away, torn tails ignored, bad records quarantined, leftovers of a crash recovered.
 */
@Timeout(20)
class SpoolReplayerTest {
    private static final String DATABASE = "db-1";

    @TempDir
    Path dir;

    private final FakeDatabase database = new FakeDatabase();
    private final List<Spool> opened = new ArrayList<>();

    @AfterEach
    void closeSpools() {
        opened.forEach(Spool::close);
    }

    @Test
    void aPushIsAnsweredOnlyOnceItsRecordsAreOnDisk() throws Exception {
        Spool spool = open(100);

        append(spool, "a", "b");

        assertThat(spoolFiles()).hasSize(1);
        try (FileChannel channel = FileChannel.open(spoolFiles().get(0))) {
            assertThat(SpoolFile.count(channel)).isEqualTo(2);
        }
        assertThat(spool.pendingRecords()).isEqualTo(2);
    }

    @Test
    void recordsAreReplayedInSpoolOrderInChunksAndTheFileGoesOnceAllAreCommitted() throws Exception {
        Spool spool = open(100);
        append(spool, "m0", "m1", "m2");
        append(spool, "m3", "m4");
        SpoolReplayer replayer = replayer(spool, 2);

        spool.rotateIfIdle(0);
        assertThat(replayer.step()).isEqualTo(SpoolReplayer.Step.PROGRESS);
        assertThat(spoolFiles()).as("not every record is committed yet").hasSize(1);
        drain(replayer);

        assertThat(database.chunks).containsExactly(List.of("m0", "m1"), List.of("m2", "m3"), List.of("m4"));
        assertThat(spoolFiles()).isEmpty();
        assertThat(spool.pendingRecords()).isZero();
    }

    @Test
    void theFileBeingWrittenIsReplayedOnlyOnceItIsClosed() throws Exception {
        Spool spool = open(100);
        append(spool, "m0");
        SpoolReplayer replayer = replayer(spool, 10);

        assertThat(replayer.step()).isEqualTo(SpoolReplayer.Step.IDLE);
        spool.rotateIfIdle(60_000);
        assertThat(replayer.step()).as("written just now: not idle yet").isEqualTo(SpoolReplayer.Step.IDLE);
        spool.rotateIfIdle(0);
        drain(replayer);

        assertThat(database.stored()).containsExactly("m0");
    }

    @Test
    void aFullFileIsClosedAndANewOneStarted() throws Exception {
        Spool spool = open(2);

        append(spool, "m0");
        append(spool, "m1");
        append(spool, "m2");
        SpoolReplayer replayer = replayer(spool, 10);
        drain(replayer);

        assertThat(database.stored()).as("the full file is replayable at once").containsExactly("m0", "m1");
        assertThat(spoolFiles()).hasSize(1);
        spool.rotateIfIdle(0);
        drain(replayer);
        assertThat(database.stored()).containsExactly("m0", "m1", "m2");
    }

    @Test
    void nothingIsLostOrDeletedWhileTheDatabaseIsUnavailable() throws Exception {
        Spool spool = open(100);
        append(spool, "m0", "m1", "m2");
        spool.rotateIfIdle(0);
        SpoolReplayer replayer = replayer(spool, 2);

        database.available = false;
        assertThat(replayer.step()).isEqualTo(SpoolReplayer.Step.BLOCKED);
        assertThat(replayer.step()).isEqualTo(SpoolReplayer.Step.BLOCKED);
        assertThat(spoolFiles()).hasSize(1);
        assertThat(spool.pendingRecords()).isEqualTo(3);

        database.available = true;
        drain(replayer);
        assertThat(database.stored()).containsExactly("m0", "m1", "m2");
        assertThat(spoolFiles()).isEmpty();
    }

    @Test
    void aRecordTheDatabaseKeepsRefusingIsQuarantinedAndTheRestStillArrivesInOrder() throws Exception {
        Spool spool = open(100);
        append(spool, "m0", "bad", "m2", "m3");
        spool.rotateIfIdle(0);
        database.refuses = "bad"::equals;
        SpoolReplayer replayer = replayer(spool, 10);

        List<SpoolReplayer.Step> steps = new ArrayList<>();
        SpoolReplayer.Step step;
        while ((step = replayer.step()) != SpoolReplayer.Step.IDLE) {
            steps.add(step);
        }

        assertThat(database.stored()).containsExactly("m0", "m2", "m3");
        assertThat(database.refusals).as("the chunk, then the record alone each attempt")
                .isEqualTo(1 + SpoolReplayer.QUARANTINE_AFTER_ATTEMPTS);
        assertThat(steps).filteredOn(SpoolReplayer.Step.BLOCKED::equals)
                .hasSize(SpoolReplayer.QUARANTINE_AFTER_ATTEMPTS - 1);
        assertThat(quarantined()).containsExactly("bad");
        assertThat(spool.quarantinedRecords()).isEqualTo(1);
        assertThat(spool.quarantineFileCount()).isEqualTo(1);
        assertThat(spool.pendingRecords()).isZero();
        assertThat(spoolFiles()).isEmpty();
    }

    @Test
    void anUnreadableRecordIsQuarantinedAtOnce() throws Exception {
        writeLeftover("failover-" + DATABASE + "-0001.spool",
                SpoolFile.frames(List.of(json("m0"), "not json".getBytes(UTF_8), json("m2"))));
        Spool spool = open(100);

        drain(replayer(spool, 10));

        assertThat(database.stored()).containsExactly("m0", "m2");
        try (FileChannel channel = FileChannel.open(quarantineFiles().get(0))) {
            assertThat(new String(SpoolFile.read(channel, 0, 10, Long.MAX_VALUE).get(0).body(), UTF_8))
                    .isEqualTo("not json");
        }
        assertThat(spool.pendingRecords()).isZero();
    }

    @Test
    void aTornLastRecordLeftByACrashIsIgnoredAndEveryCompleteOneReplayed() throws Exception {
        ByteBuffer frames = SpoolFile.frames(List.of(json("m0"), json("m1"), json("torn")));
        writeLeftover("failover-" + DATABASE + "-0001.spool",
                ByteBuffer.wrap(Arrays.copyOf(frames.array(), frames.limit() - 5)));

        Spool spool = open(100);
        assertThat(spool.pendingRecords()).isEqualTo(2);
        drain(replayer(spool, 10));

        assertThat(database.stored()).containsExactly("m0", "m1");
        assertThat(spoolFiles()).isEmpty();
    }

    @Test
    void aRestartedSpoolCountsAndReplaysWhatTheLastRunLeft() throws Exception {
        Spool first = open(100);
        append(first, "m0", "m1");
        append(first, "m2");
        first.close();

        Spool second = open(100);
        assertThat(second.pendingRecords()).isEqualTo(3);
        drain(replayer(second, 10));

        assertThat(database.stored()).containsExactly("m0", "m1", "m2");
        assertThat(second.pendingRecords()).isZero();
    }

    @Test
    void aPartitionWithRecordsWaitingIsHeldBackUntilTheyAreCommitted() throws Exception {
        Spool spool = open(100);
        assertThat(spool.holdsBack("q", "p")).isFalse();
        append(spool, "m0", "m1");
        SpoolReplayer replayer = replayer(spool, 1);

        assertThat(spool.holdsBack("q", "p")).as("a direct push would overtake m0 and m1").isTrue();
        assertThat(spool.holdsBack("q", "other")).isFalse();
        spool.rotateIfIdle(0);
        database.available = false;
        replayer.step();
        assertThat(spool.holdsBack("q", "p")).as("nothing committed yet").isTrue();
        database.available = true;
        replayer.step();
        assertThat(spool.holdsBack("q", "p")).as("m1 still waits").isTrue();
        drain(replayer);
        assertThat(spool.holdsBack("q", "p")).isFalse();
    }

    @Test
    void recordsLeftByAnEarlierRunHoldTheirPartitionBack() throws Exception {
        Spool first = open(100);
        append(first, "m0");
        first.close();

        Spool second = open(100);
        assertThat(second.holdsBack("q", "p")).isTrue();
        drain(replayer(second, 10));
        assertThat(second.holdsBack("q", "p")).isFalse();
    }

    @Test
    void aFileGivenUpAndClaimedAgainIsCountedOnce() throws Exception {
        Spool spool = open(100);
        append(spool, "m0", "m1");
        spool.rotateIfIdle(0);
        Spool.Claim claim = spool.claimNext();
        spool.release(claim);

        drain(replayer(spool, 10));
        assertThat(spool.holdsBack("q", "p")).isFalse();
    }

    @Test
    void partitionsOfAFileThatAnotherBrokerReplayedAreNoLongerHeldBack() throws Exception {
        Spool one = open(100);
        append(one, "m0");
        one.rotateIfIdle(0);
        Spool other = open(100);
        assertThat(other.holdsBack("q", "p")).as("counted as a leftover").isTrue();

        drain(replayer(one, 10));
        assertThat(one.holdsBack("q", "p")).isFalse();
        other.forgetVanished();
        assertThat(other.holdsBack("q", "p")).isFalse();
    }

    @Test
    void olderFilesAreReplayedFirst() throws Exception {
        writeLeftover("failover-" + DATABASE + "-0002.spool", SpoolFile.frames(List.of(json("later"))));
        writeLeftover("failover-" + DATABASE + "-0001.spool", SpoolFile.frames(List.of(json("earlier"))));

        drain(replayer(open(100), 10));

        assertThat(database.stored()).containsExactly("earlier", "later");
    }

    @Test
    void filesOfAnotherDatabaseAreLeftAlone() throws Exception {
        writeLeftover("failover-other-db-0001.spool", SpoolFile.frames(List.of(json("elsewhere"))));

        Spool spool = open(100);
        drain(replayer(spool, 10));

        assertThat(spool.pendingRecords()).isZero();
        assertThat(database.stored()).isEmpty();
        assertThat(dir.resolve("failover-other-db-0001.spool")).exists();
    }

    @Test
    void aFileClaimedByOneReplayerIsNotReplayedByAnotherSharingTheDirectory() throws Exception {
        writeLeftover("failover-" + DATABASE + "-0001.spool", SpoolFile.frames(List.of(json("m0"), json("m1"))));
        Spool one = open(100);
        Spool other = open(100);
        SpoolReplayer first = replayer(one, 1);

        assertThat(first.step()).isEqualTo(SpoolReplayer.Step.PROGRESS);
        assertThat(replayer(other, 10).step()).as("the file is locked").isEqualTo(SpoolReplayer.Step.IDLE);
        drain(first);

        assertThat(database.stored()).containsExactly("m0", "m1");
    }

    // ---- helpers

    private Spool open(int recordsPerFile) throws IOException {
        Spool spool = Spool.open(dir, DATABASE, recordsPerFile, 1024);
        opened.add(spool);
        return spool;
    }

    private SpoolReplayer replayer(Spool spool, int maxBatch) {
        return new SpoolReplayer(spool, () -> false, database, maxBatch, 10);
    }

    /** Appends one push of records whose transactionIds are {@code ids}, and waits until it is durable. */
    private static void append(Spool spool, String... ids) throws Exception {
        CompletableFuture<Boolean> durable = new CompletableFuture<>();
        List<SpoolRecord> records = Arrays.stream(ids).map(SpoolReplayerTest::record).toList();
        assertThat(spool.append(records, new Spool.WriteCallback() {
            @Override
            public void durable() {
                durable.complete(true);
            }

            @Override
            public void failed() {
                durable.complete(false);
            }
        })).isTrue();
        assertThat(durable.get(5, TimeUnit.SECONDS)).isTrue();
    }

    private static void drain(SpoolReplayer replayer) throws Exception {
        while (replayer.step() == SpoolReplayer.Step.PROGRESS) {
            // until idle
        }
    }

    private static SpoolRecord record(String transactionId) {
        return new SpoolRecord("q", "p", "{\"tx\":\"" + transactionId + "\"}", transactionId, null, null, null);
    }

    private static byte[] json(String transactionId) {
        return record(transactionId).toJson();
    }

    private void writeLeftover(String name, ByteBuffer content) throws IOException {
        try (FileChannel channel = FileChannel.open(dir.resolve(name), StandardOpenOption.CREATE_NEW,
                StandardOpenOption.WRITE)) {
            while (content.hasRemaining()) {
                channel.write(content);
            }
        }
    }

    private List<Path> spoolFiles() throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(path -> path.getFileName().toString().endsWith(".spool")).sorted().toList();
        }
    }

    private List<Path> quarantineFiles() throws IOException {
        try (Stream<Path> files = Files.list(dir.resolve("quarantine"))) {
            return files.sorted().toList();
        }
    }

    private List<String> quarantined() throws IOException {
        List<String> ids = new ArrayList<>();
        for (Path file : quarantineFiles()) {
            try (FileChannel channel = FileChannel.open(file)) {
                for (SpoolFile.Frame frame : SpoolFile.read(channel, 0, Integer.MAX_VALUE, Long.MAX_VALUE)) {
                    ids.add(SpoolRecord.fromJson(frame.body()).transactionId());
                }
            }
        }
        return ids;
    }

    /** A database that stores what it is given, unless it is away or refuses one of the records. */
    private static final class FakeDatabase implements SpoolReplayer.Target {
        final List<List<String>> chunks = new ArrayList<>();
        volatile boolean available = true;
        Predicate<String> refuses = id -> false;
        int refusals;

        @Override
        public SpoolReplayer.Outcome push(List<SpoolRecord> records) {
            if (!available) {
                return SpoolReplayer.Outcome.UNAVAILABLE;
            }
            List<String> ids = records.stream().map(SpoolRecord::transactionId).toList();
            if (ids.stream().anyMatch(refuses)) {
                refusals++;
                return SpoolReplayer.Outcome.REJECTED;
            }
            chunks.add(ids);
            return SpoolReplayer.Outcome.COMMITTED;
        }

        List<String> stored() {
            return chunks.stream().flatMap(List::stream).toList();
        }
    }
}
