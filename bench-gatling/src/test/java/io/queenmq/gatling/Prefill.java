package io.queenmq.gatling;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Fills a queue before a run with plain HTTP pushes (java.net.http, outside Gatling, so none of
 * them shows in the report), recording every confirmation in a {@link PushLedger}. Each of the
 * ledger's producers is one thread sending its requests one after the other, so its messages are
 * in order in every partition. A producer claims a round of one request per lane at a time
 * (consecutive requests of a producer walk all lanes, see {@link Lanes}): the partitions fill
 * evenly, within one request. Any failed push aborts the fill, and with it the run.
 */
final class Prefill {

    /** Messages between two progress lines. */
    private static final long PROGRESS_STEP = 50_000;
    private static final Duration PUSH_TIMEOUT = Duration.ofSeconds(60);

    private final URI pushUri;
    private final PushLedger ledger;
    private final long totalMessages;
    private final AtomicLong unclaimedRequests;
    private final AtomicLong nextProgress = new AtomicLong(PROGRESS_STEP);
    private final HttpClient client = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5))
            .build();

    /**
     * @param requests how many push requests to send, in all
     * @param batch    messages per request, the ledger's
     */
    Prefill(String target, PushLedger ledger, long requests, int batch) {
        this.pushUri = URI.create(target + "/api/v1/push");
        this.ledger = ledger;
        this.totalMessages = requests * batch;
        this.unclaimedRequests = new AtomicLong(requests);
    }

    /** Pushes everything with one thread per ledger producer; returns once all are confirmed. */
    void run() {
        long started = System.nanoTime();
        ExecutorService pool = Executors.newFixedThreadPool(ledger.producers());
        try {
            List<Future<?>> producers = new ArrayList<>();
            for (int i = 0; i < ledger.producers(); i++) {
                producers.add(pool.submit(this::produce));
            }
            for (Future<?> producer : producers) {
                producer.get();
            }
        } catch (ExecutionException e) {
            throw new IllegalStateException("prefill failed: " + e.getCause().getMessage(), e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("prefill interrupted", e);
        } finally {
            pool.shutdownNow();
        }
        System.out.printf("PREFILL done: %d messages in %.1f s%n", ledger.confirmedMessages(),
                (System.nanoTime() - started) / 1e9);
    }

    private Void produce() throws IOException, InterruptedException {
        PushLedger.Producer producer = ledger.newProducer();
        int lanes = ledger.lanes().count();
        while (true) {
            long unclaimed = unclaimedRequests.getAndUpdate(left -> Math.max(0, left - lanes));
            if (unclaimed == 0) {
                break;
            }
            for (long i = Math.min(lanes, unclaimed); i > 0; i--) {
                push(producer.next());
            }
        }
        ledger.producerDone();
        return null;
    }

    private void push(PushLedger.PushBatch batch) throws IOException, InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(pushUri)
                .timeout(PUSH_TIMEOUT)
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(batch.body()))
                .build();
        HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != 201) {
            throw new IllegalStateException("push answered " + response.statusCode() + ": "
                    + Json.abbreviate(response.body()));
        }
        ledger.confirm(batch, response.body());
        reportProgress();
    }

    /** Prints one line each time the confirmed messages pass a multiple of {@link #PROGRESS_STEP}. */
    private void reportProgress() {
        long confirmed = ledger.confirmedMessages();
        long next = nextProgress.get();
        while (confirmed >= next) {
            if (nextProgress.compareAndSet(next, next + PROGRESS_STEP)) {
                System.out.printf("PREFILL %d / %d messages%n", next, totalMessages);
            }
            next = nextProgress.get();
        }
    }
}
