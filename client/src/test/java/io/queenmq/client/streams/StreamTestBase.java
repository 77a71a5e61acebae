package io.queenmq.client.streams;

import io.queenmq.client.Queen;
import io.queenmq.client.TestBroker;
import org.junit.jupiter.api.AfterEach;

/** Gives each stream test a client of the shared test broker, and a source, a sink and a query name of its own. */
public abstract class StreamTestBase {
    protected final Queen queen = Queen.connect(TestBroker.url());
    protected final String source = TestBroker.uniqueName("stream-source");
    protected final String sink = TestBroker.uniqueName("stream-sink");
    protected final String name = TestBroker.uniqueName("stream-query");

    @AfterEach
    void closeClient() {
        queen.close();
    }
}
