package io.queenmq.client.examples;

import static org.assertj.core.api.Assertions.assertThat;

import io.queenmq.client.Message;
import io.queenmq.client.TestBroker;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The README's examples run against a real broker and do what the README says. */
@Timeout(60)
class ExamplesIT {
    @Test
    void quickStartPushesPopsAndAcks() {
        List<Message> messages = QuickStart.run(TestBroker.url(), TestBroker.uniqueName("quick"));
        assertThat(messages).extracting(m -> m.data().get("orderId").asInt()).containsExactly(7, 8);
        assertThat(messages).allMatch(m -> m.partition().equals("customer-42"));
    }
}
