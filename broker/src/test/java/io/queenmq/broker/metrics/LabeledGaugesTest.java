package io.queenmq.broker.metrics;

import static org.assertj.core.api.Assertions.assertThat;

import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.Tags;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

class LabeledGaugesTest {
    private final PrometheusMeterRegistry registry = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
    private final LabeledGauges gauges = new LabeledGauges("queen.test.pending", "test", registry);

    @Test
    void aSeriesThatStaysIsUpdatedInPlaceAndAMissingOneIsRemoved() {
        gauges.set(Map.of(Tags.of("queue", "a"), 1.0, Tags.of("queue", "b"), 2.0));
        Gauge a = registry.find("queen.test.pending").tag("queue", "a").gauge();

        gauges.set(Map.of(Tags.of("queue", "a"), 5.0));

        assertThat(registry.find("queen.test.pending").tag("queue", "a").gauge()).isSameAs(a);
        assertThat(a.value()).isEqualTo(5.0);
        assertThat(registry.find("queen.test.pending").tag("queue", "b").gauge()).isNull();
        assertThat(registry.scrape()).contains("queen_test_pending{queue=\"a\"} 5.0").doesNotContain("queue=\"b\"");
    }

    @Test
    void scrapesWhileTheFamilyIsSetNeverFail() throws InterruptedException {
        AtomicBoolean done = new AtomicBoolean();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Thread scraper = new Thread(() -> {
            while (!done.get()) {
                try {
                    registry.scrape();
                } catch (Throwable t) {
                    failure.compareAndSet(null, t);
                }
            }
        });
        scraper.start();
        for (int i = 0; i < 20_000; i++) {
            gauges.set(Map.of(Tags.of("queue", "a"), (double) i, Tags.of("queue", "b" + i % 3), 1.0));
        }
        done.set(true);
        scraper.join();
        assertThat(failure.get()).isNull();
    }
}
