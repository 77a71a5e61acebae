package io.queenmq.broker.chaos;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The outcome of one fault (definitions in {@link Ledger}). {@code evidence} says that the fault really happened,
 * e.g. the broker's pid before and after.
 */
record FaultReport(String fault, long acked, long buffered, long delivered, long lost, long duplicates,
                   long unexplainedDuplicates, long reordered, long deliveredUnanswered, long answersAfterRecovery,
                   long deliveriesAfterRecovery, String evidence) {

    static String table(List<FaultReport> reports) {
        String format = "%-24s %6s %9s %10s %5s %11s %12s %10s%n";
        StringBuilder out = new StringBuilder(String.format(format,
                "fault", "acked", "(spooled)", "delivered", "lost", "duplicates", "(no expiry)", "reordered"));
        for (FaultReport r : reports) {
            out.append(String.format(format, r.fault, r.acked, r.buffered, r.delivered, r.lost, r.duplicates,
                    r.unexplainedDuplicates, r.reordered));
        }
        for (FaultReport r : reports) {
            out.append(String.format("%s: %s%n", r.fault, r.evidence));
        }
        return out.toString();
    }

    Map<String, Object> toMap() {
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("fault", fault);
        map.put("acked", acked);
        map.put("ackedBuffered", buffered);
        map.put("delivered", delivered);
        map.put("lost", lost);
        map.put("duplicates", duplicates);
        map.put("duplicatesNotExplainedByLeaseExpiry", unexplainedDuplicates);
        map.put("reordered", reordered);
        map.put("deliveredButPushUnanswered", deliveredUnanswered);
        map.put("answersAfterRecovery", answersAfterRecovery);
        map.put("deliveriesAfterRecovery", deliveriesAfterRecovery);
        map.put("evidence", evidence);
        return map;
    }
}
