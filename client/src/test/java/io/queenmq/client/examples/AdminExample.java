package io.queenmq.client.examples;

import io.queenmq.client.Queen;
import io.queenmq.client.admin.Admin;
import io.queenmq.client.admin.ConsumerGroup;
import io.queenmq.client.admin.DeadLetter;
import java.time.Instant;

/** The README's admin example: lag, replay and dead letters. */
public final class AdminExample {
    private AdminExample() {}

    /** Prints the consumer groups of {@code queue}, replays {@code group} from {@code since} and lists dead letters. */
    public static void run(String url, String queue, String group, Instant since) {
        try (Queen queen = Queen.connect(url)) {
            // README: admin
            Admin admin = queen.admin();
            for (ConsumerGroup g : admin.consumerGroups()) {
                System.out.println(g.name() + " on " + g.queueName() + ": " + g.state() + ", " + g.maxTimeLag() + " s behind");
            }
            admin.seek(group, queue, since);           // consume again everything created after `since`
            for (DeadLetter dead : admin.deadLetters(queue, null, 20, 0).messages()) {
                System.out.println(dead.transactionId() + ": " + dead.errorMessage());
            }
            // README: end
        }
    }
}
