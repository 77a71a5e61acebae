package io.queenmq.broker.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.UUID;
import org.junit.jupiter.api.Test;

class CatalogTest {
    @Test
    void countsQueueLookupsThatFoundAnIdAndThoseThatDidNot() {
        Catalog catalog = new Catalog();
        assertThat(catalog.queueId("orders")).isNull();
        catalog.putQueue("orders", UUID.randomUUID());
        assertThat(catalog.queueId("orders")).isNotNull();
        assertThat(catalog.queueId("orders")).isNotNull();

        assertThat(catalog.queueCacheStats()).isEqualTo(new Catalog.QueueCacheStats(1, 2, 1));
        catalog.clear();
        assertThat(catalog.queueCacheStats().size()).isZero();
    }
}
