package io.queenmq.broker.metrics;

import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Tags;
import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;

/**
 * One gauge family with a series per label set (a queue, a queue and group), set wholesale from a fresh reading. A
 * series that stays is updated in place, never removed and registered again: a scrape running meanwhile would
 * otherwise see both (Micrometer's MultiGauge overwrite, micrometer#6851). Set from one thread at a time.
 */
public final class LabeledGauges {
    /** The value a series' gauge reads. */
    private static final class Value {
        volatile double current;
    }

    private final String name;
    private final String description;
    private final MeterRegistry registry;
    private final Map<Tags, Value> values = new HashMap<>();
    private final Map<Tags, Gauge> gauges = new HashMap<>();

    LabeledGauges(String name, String description, MeterRegistry registry) {
        this.name = name;
        this.description = description;
        this.registry = registry;
    }

    /** Makes the family exactly {@code reading}: new series are added, present ones updated, missing ones removed. */
    public void set(Map<Tags, Double> reading) {
        reading.forEach((tags, v) -> values.computeIfAbsent(tags, this::register).current = v);
        for (Iterator<Map.Entry<Tags, Value>> it = values.entrySet().iterator(); it.hasNext(); ) {
            Tags tags = it.next().getKey();
            if (!reading.containsKey(tags)) {
                registry.remove(gauges.remove(tags));
                it.remove();
            }
        }
    }

    private Value register(Tags tags) {
        Value value = new Value();
        gauges.put(tags, Gauge.builder(name, value, v -> v.current).tags(tags).description(description)
                .register(registry));
        return value;
    }
}
