package io.queenmq.broker.spool;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.util.ArrayList;
import java.util.List;

/**
 * The on-disk format of spool files: a sequence of frames, each a 4-byte big-endian length followed by that many
 * bytes (one record's JSON). Files are only appended to, so a crash mid-append can leave one torn frame, and only
 * at the end: a short header, or a length reaching past the end of the file. Readers stop there, ignoring it.
 */
final class SpoolFile {
    static final int HEADER_BYTES = 4;

    /** One complete frame: its body and the file position just after it. */
    record Frame(byte[] body, long end) {}

    private SpoolFile() {}

    /** The frames holding {@code bodies}, in order, ready to append. */
    static ByteBuffer frames(List<byte[]> bodies) {
        long bytes = 0;
        for (byte[] body : bodies) {
            bytes += HEADER_BYTES + body.length;
        }
        ByteBuffer frames = ByteBuffer.allocate(Math.toIntExact(bytes));
        for (byte[] body : bodies) {
            frames.putInt(body.length).put(body);
        }
        return frames.flip();
    }

    /**
     * The complete frames from {@code position} on, in order: at most {@code maxFrames}, and no more bytes than
     * {@code maxBytes} unless the first frame alone is larger. Empty at the end of the file or at a torn frame.
     */
    static List<Frame> read(FileChannel channel, long position, int maxFrames, long maxBytes) throws IOException {
        List<Frame> frames = new ArrayList<>();
        long size = channel.size();
        long bytes = 0;
        while (frames.size() < maxFrames) {
            int length = completeLength(channel, position, size);
            if (length < 0 || (!frames.isEmpty() && bytes + length > maxBytes)) {
                break;
            }
            ByteBuffer body = ByteBuffer.allocate(length);
            readFully(channel, body, position + HEADER_BYTES);
            position += HEADER_BYTES + length;
            bytes += length;
            frames.add(new Frame(body.array(), position));
        }
        return frames;
    }

    /** How many complete frames the file holds; reads only their headers. */
    static int count(FileChannel channel) throws IOException {
        long size = channel.size();
        long position = 0;
        int frames = 0;
        for (int length; (length = completeLength(channel, position, size)) >= 0; frames++) {
            position += HEADER_BYTES + length;
        }
        return frames;
    }

    /** The body length of the frame at {@code position}, or -1 if there is no complete frame there. */
    private static int completeLength(FileChannel channel, long position, long size) throws IOException {
        if (size - position < HEADER_BYTES) {
            return -1;
        }
        ByteBuffer header = ByteBuffer.allocate(HEADER_BYTES);
        readFully(channel, header, position);
        int length = header.getInt(0);
        return length < 0 || length > size - position - HEADER_BYTES ? -1 : length;
    }

    private static void readFully(FileChannel channel, ByteBuffer into, long position) throws IOException {
        while (into.hasRemaining()) {
            int read = channel.read(into, position + into.position());
            if (read < 0) {
                throw new IOException("spool file shrank while being read");
            }
        }
    }
}
