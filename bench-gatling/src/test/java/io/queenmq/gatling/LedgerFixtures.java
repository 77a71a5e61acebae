package io.queenmq.gatling;

/** What the bookkeeping tests feed the ledger and the groups: confirmed pushes and pop answers. */
final class LedgerFixtures {
    private LedgerFixtures() {}

    /** A new producer of {@code ledger} pushes {@code requests} batches of two, all confirmed. */
    static void pushAll(PushLedger ledger, int requests) {
        PushLedger.Producer producer = ledger.newProducer();
        for (int i = 0; i < requests; i++) {
            ledger.confirm(producer.next(), "[{\"status\":\"queued\"},{\"status\":\"queued\"}]");
        }
    }

    /** A successful pop answer carrying {@code messagesArray}. */
    static String popBody(String messagesArray) {
        return "{\"success\":true,\"messages\":" + messagesArray + "}";
    }
}
