package io.queenmq.broker.spool;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** The spool file format: length-prefixed frames, read back in order, a torn last frame ignored. */
@Timeout(10)
class SpoolFileTest {
    @TempDir
    Path dir;

    @Test
    void framesAreReadBackInTheOrderTheyWereWritten() throws IOException {
        Path file = write(SpoolFile.frames(bodies("first", "second", "third")));

        try (FileChannel channel = FileChannel.open(file)) {
            assertThat(texts(SpoolFile.read(channel, 0, 10, Long.MAX_VALUE))).containsExactly("first", "second", "third");
            assertThat(SpoolFile.count(channel)).isEqualTo(3);
        }
    }

    @Test
    void readingResumesAfterTheLastFrameItReturned() throws IOException {
        Path file = write(SpoolFile.frames(bodies("a", "b", "c", "d", "e")));

        try (FileChannel channel = FileChannel.open(file)) {
            List<SpoolFile.Frame> firstTwo = SpoolFile.read(channel, 0, 2, Long.MAX_VALUE);
            List<SpoolFile.Frame> rest = SpoolFile.read(channel, firstTwo.get(1).end(), 10, Long.MAX_VALUE);

            assertThat(texts(firstTwo)).containsExactly("a", "b");
            assertThat(texts(rest)).containsExactly("c", "d", "e");
            assertThat(SpoolFile.read(channel, rest.get(2).end(), 10, Long.MAX_VALUE)).isEmpty();
        }
    }

    @Test
    void aByteCapStopsBeforeTheFrameThatWouldExceedItButAlwaysReturnsOne() throws IOException {
        Path file = write(SpoolFile.frames(bodies("12345", "12345", "12345")));

        try (FileChannel channel = FileChannel.open(file)) {
            assertThat(texts(SpoolFile.read(channel, 0, 10, 12))).containsExactly("12345", "12345");
            assertThat(texts(SpoolFile.read(channel, 0, 10, 1))).containsExactly("12345");
        }
    }

    @Test
    void aTornHeaderAtTheEndIsIgnored() throws IOException {
        ByteBuffer frames = SpoolFile.frames(bodies("kept", "torn"));
        // The crash left the second frame's header half written.
        Path file = write(ByteBuffer.wrap(Arrays.copyOf(frames.array(), SpoolFile.HEADER_BYTES + 4 + 2)));

        try (FileChannel channel = FileChannel.open(file)) {
            assertThat(texts(SpoolFile.read(channel, 0, 10, Long.MAX_VALUE))).containsExactly("kept");
            assertThat(SpoolFile.count(channel)).isEqualTo(1);
        }
    }

    @Test
    void aTornBodyAtTheEndIsIgnored() throws IOException {
        ByteBuffer frames = SpoolFile.frames(bodies("kept", "also kept", "torn body"));
        // The crash cut the last frame's body short: its length reaches past the end of the file.
        Path file = write(ByteBuffer.wrap(Arrays.copyOf(frames.array(), frames.limit() - 3)));

        try (FileChannel channel = FileChannel.open(file)) {
            assertThat(texts(SpoolFile.read(channel, 0, 10, Long.MAX_VALUE))).containsExactly("kept", "also kept");
            assertThat(SpoolFile.count(channel)).isEqualTo(2);
        }
    }

    @Test
    void anEmptyFileHoldsNoFrames() throws IOException {
        Path file = write(ByteBuffer.allocate(0));

        try (FileChannel channel = FileChannel.open(file)) {
            assertThat(SpoolFile.read(channel, 0, 10, Long.MAX_VALUE)).isEmpty();
            assertThat(SpoolFile.count(channel)).isZero();
        }
    }

    @Test
    void aRecordSurvivesItsJsonRoundTrip() throws IOException {
        SpoolRecord record = new SpoolRecord("orders", "customer-42", "{\"n\":[1,2.5,null,\"x\"]}", "tx-1",
                java.util.UUID.fromString("0196b7a2-4c1d-7e3f-9a10-55aa66bb77cc"), "alice", "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01");
        SpoolRecord bare = new SpoolRecord("q", "Default", "null", "tx-2", null, null, null);

        assertThat(SpoolRecord.fromJson(record.toJson())).isEqualTo(record);
        assertThat(SpoolRecord.fromJson(bare.toJson())).isEqualTo(bare);
        assertThat(new String(record.toJson(), UTF_8)).contains("\"payload\":{\"n\":[1,2.5,null,\"x\"]}");
    }

    private Path write(ByteBuffer content) throws IOException {
        Path file = Files.createTempFile(dir, "frames", ".spool");
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.WRITE)) {
            while (content.hasRemaining()) {
                channel.write(content);
            }
        }
        return file;
    }

    private static List<byte[]> bodies(String... texts) {
        return Arrays.stream(texts).map(text -> text.getBytes(UTF_8)).toList();
    }

    private static List<String> texts(List<SpoolFile.Frame> frames) {
        return frames.stream().map(frame -> new String(frame.body(), UTF_8)).toList();
    }
}
