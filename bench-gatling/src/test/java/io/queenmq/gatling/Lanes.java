package io.queenmq.gatling;

import java.util.List;

/**
 * Deterministic routing of pushed messages onto lanes (queue, partition), so a consumer can tell
 * where each message must have come from. Immutable; any thread.
 *
 * <p>Producer {@code p} numbers its messages {@code n = 1, 2, ...}; request {@code k} (0-based)
 * carries {@code n = k*batch+1 .. (k+1)*batch} and goes to lane {@code (p + k) mod lanes}, so
 * every producer walks all lanes round-robin, one request per lane. Lane {@code l} is queue
 * {@code l mod queues}, partition {@code "p" + (l / queues)}.
 */
final class Lanes {

    private final List<String> queues;
    private final int partsPerQueue;
    private final int batch;

    Lanes(List<String> queues, int partsPerQueue, int batch) {
        this.queues = List.copyOf(queues);
        this.partsPerQueue = partsPerQueue;
        this.batch = batch;
    }

    List<String> queues() {
        return queues;
    }

    int count() {
        return queues.size() * partsPerQueue;
    }

    int laneOfRequest(int producer, long request) {
        return (int) ((producer + request) % count());
    }

    /** The lane message {@code seq} (1-based) of {@code producer} is pushed to. */
    int laneOf(int producer, long seq) {
        return laneOfRequest(producer, (seq - 1) / batch);
    }

    int queueIndexOf(int lane) {
        return lane % queues.size();
    }

    String queueOf(int lane) {
        return queues.get(queueIndexOf(lane));
    }

    String partitionOf(int lane) {
        return "p" + lane / queues.size();
    }

    /** The lane of partition {@code partition} of queue number {@code queueIndex}, or -1 if it is not one of ours. */
    int lane(int queueIndex, String partition) {
        if (partition == null || partition.length() < 2 || partition.charAt(0) != 'p') {
            return -1;
        }
        int part;
        try {
            part = Integer.parseInt(partition, 1, partition.length(), 10);
        } catch (NumberFormatException e) {
            return -1;
        }
        if (part < 0 || part >= partsPerQueue || queueIndex < 0 || queueIndex >= queues.size()) {
            return -1;
        }
        return part * queues.size() + queueIndex;
    }
}
