package io.queenmq.client;

import static org.assertj.core.api.Assertions.assertThat;

import io.queenmq.client.admin.Admin;
import io.queenmq.client.admin.ConsumerGroup;
import io.queenmq.client.admin.MessageDetail;
import io.queenmq.client.admin.MessageQuery;
import io.queenmq.client.admin.QueueDetail;
import io.queenmq.client.admin.TracesByName;
import io.queenmq.client.consume.AckStatus;
import io.queenmq.client.consume.Message;
import io.queenmq.client.push.PushResult;
import io.queenmq.client.push.PushStatus;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** admin(): every admin call over HTTP, read back as its record. */
@Timeout(60)
class AdminIT extends BrokerTestBase {
    private static Admin admin;

    @BeforeAll
    static void admin() {
        admin = queen.admin();
    }

    @Test
    void queuesAndTheirPartitions() {
        String queue = TestBroker.uniqueName("admin-queues");
        queen.queue(queue).namespace("shop").create();
        queen.queue(queue).partition("p-1").push(List.of(1, 2));

        assertThat(admin.queues().queues()).anySatisfy(q -> assertThat(q.name()).isEqualTo(queue));
        QueueDetail detail = admin.queue(queue);
        assertThat(detail.namespace()).isEqualTo("shop");
        assertThat(detail.partitions()).extracting(p -> p.name()).contains("Default", "p-1");
        assertThat(admin.deleteQueue(queue).existed()).isTrue();
    }

    @Test
    void consumerGroupsLagSeekAndDelete() {
        String queue = TestBroker.uniqueName("admin-groups");
        String billing = TestBroker.uniqueName("billing");
        queen.queue(queue).push(List.of(1, 2, 3));
        List<Message> all = queen.queue(queue).group(billing).batch(3).wait(false).pop();
        queen.ack(all);

        List<ConsumerGroup> groups = admin.consumerGroups();
        assertThat(groups).anySatisfy(g -> {
            assertThat(g.name()).isEqualTo(billing);
            assertThat(g.queueName()).isEqualTo(queue);
        });
        assertThat(admin.consumerGroup(billing).get(queue).partitions()).singleElement()
                .satisfies(p -> assertThat(p.offsetLag()).isZero());
        assertThat(admin.laggingPartitions(Duration.ofHours(1))).noneMatch(p -> queue.equals(p.queueName()));
        queen.queue(queue).push(List.of(4));
        sleep(1_100);
        assertThat(admin.laggingPartitions(Duration.ofSeconds(1))).anySatisfy(p -> {
            assertThat(p.queueName()).isEqualTo(queue);
            assertThat(p.consumerGroup()).isEqualTo(billing);
            assertThat(p.offsetLag()).isEqualTo(1);
        });

        assertThat(admin.seek(billing, queue, Instant.parse("2000-01-01T00:00:00Z")).partitionsUpdated()).isEqualTo(1);
        assertThat(queen.queue(queue).group(billing).batch(10).wait(false).pop()).hasSize(4);
        assertThat(admin.seekToEnd(billing, queue, "Default").updated()).isTrue();
        assertThat(queen.queue(queue).group(billing).wait(false).pop()).isEmpty();
        assertThat(admin.seek(billing, queue, Instant.parse("2000-01-01T00:00:00Z")).partitionsUpdated()).isEqualTo(1);
        assertThat(admin.seekToEnd(billing, queue).seekToEnd()).isTrue();
        assertThat(queen.queue(queue).group(billing).wait(false).pop()).isEmpty();

        assertThat(admin.updateSubscription(billing, Instant.now()).success()).isTrue();
        assertThat(admin.deleteConsumerGroup(billing, queue, true).queueName()).isEqualTo(queue);
        assertThat(admin.deleteConsumerGroup(billing, true).success()).isTrue();
        assertThat(admin.consumerGroups()).noneMatch(g -> g.name().equals(billing));
    }

    @Test
    void messagesReadAndDeleted() {
        String queue = TestBroker.uniqueName("admin-messages");
        PushResult pushed = queen.queue(queue).push(List.of(Map.of("orderId", 7))).get(0);

        assertThat(admin.messages(MessageQuery.queue(queue).withStatus("pending")).messages()).singleElement()
                .satisfies(m -> assertThat(m.transactionId()).isEqualTo(pushed.transactionId()));
        MessageDetail detail = admin.message(pushed.partitionId(), pushed.transactionId());
        assertThat(detail.payload().get("orderId").asInt()).isEqualTo(7);
        assertThat(detail.status()).isEqualTo("pending");

        assertThat(admin.deleteMessage(pushed.partitionId(), pushed.transactionId()).success()).isTrue();
        assertThat(admin.messages(MessageQuery.queue(queue)).messages()).isEmpty();
    }

    @Test
    void deadLettersCarryTheError() {
        String queue = TestBroker.uniqueName("admin-dlq");
        queen.queue(queue).push(List.of("bad"));
        Message message = queen.queue(queue).wait(false).pop().get(0);

        assertThat(queen.ack(message, AckStatus.DLQ, "unparseable").dlq()).isTrue();

        assertThat(admin.deadLetters(queue, null, 10, 0)).satisfies(page -> {
            assertThat(page.total()).isEqualTo(1);
            assertThat(page.messages().get(0).errorMessage()).isEqualTo("unparseable");
        });
        assertThat(admin.deadLetters(queue, "other-group", 10, 0).messages()).isEmpty();
    }

    @Test
    void tracesRecordedAndReadBack() {
        String queue = TestBroker.uniqueName("admin-traces");
        String traceName = TestBroker.uniqueName("tenant");
        queen.queue(queue).push(List.of(1));
        Message message = queen.queue(queue).wait(false).pop().get(0);

        String traceId = queen.trace(message, "step", Map.of("stage", "billing"), traceName);

        assertThat(admin.traces(message.partitionId(), message.transactionId()).traces()).singleElement().satisfies(t -> {
            assertThat(t.id()).isEqualTo(traceId);
            assertThat(t.eventType()).isEqualTo("step");
            assertThat(t.traceNames()).containsExactly(traceName);
        });
        TracesByName byName = admin.tracesByName(traceName, 10, 0);
        assertThat(byName.total()).isEqualTo(1);
        assertThat(byName.traces().get(0).queueName()).isEqualTo(queue);
        assertThat(admin.traceNames(100, 0).names()).anySatisfy(n -> assertThat(n.name()).isEqualTo(traceName));
    }

    @Test
    void maintenanceModes() {
        String queue = TestBroker.uniqueName("admin-maintenance");
        assertThat(admin.maintenance(true).maintenanceMode()).isTrue();
        try {
            assertThat(queen.queue(queue).push(List.of(1)).get(0).status()).isEqualTo(PushStatus.BUFFERED);
        } finally {
            assertThat(admin.maintenance(false).maintenanceMode()).isFalse();
        }
        assertThat(queen.queue(queue).timeoutMillis(10_000).pop()).hasSize(1);

        assertThat(admin.popMaintenance(true).popMaintenanceMode()).isTrue();
        try {
            queen.queue(queue).push(List.of(2));
            assertThat(queen.queue(queue).wait(false).pop()).isEmpty();
            assertThat(admin.popMaintenance().popMaintenanceMode()).isTrue();
        } finally {
            admin.popMaintenance(false);
        }
        assertThat(admin.maintenance().bufferedMessages()).isNotNull();
    }

    @Test
    void healthAndMetrics() {
        assertThat(admin.health().status()).isEqualTo("healthy");
        assertThat(admin.metrics().uptime()).isPositive();
        assertThat(admin.prometheusMetrics()).contains("queen_uptime_seconds");
    }
}
