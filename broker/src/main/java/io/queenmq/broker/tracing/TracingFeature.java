package io.queenmq.broker.tracing;

import io.opentelemetry.api.OpenTelemetry;
import io.opentelemetry.api.trace.Tracer;
import io.queenmq.broker.config.BrokerConfig;
import io.queenmq.broker.config.Settings;
import io.queenmq.broker.feature.Feature;
import io.queenmq.broker.feature.Lifecycle;
import io.queenmq.broker.http.Router;
import io.queenmq.broker.util.BuildInfo;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Traces (docs/operations.md, "Tracing"): the broker's spans of push, pop, ack and transaction requests and of
 * store batches, recorded with the OpenTelemetry SDK and exported over OTLP when {@code OTEL_EXPORTER_OTLP_ENDPOINT}
 * is set. Without it nothing is decorated and the lanes get {@link BatchSpans#OFF}: no span, no allocation. Built
 * before the foundation, whose store lanes record the batch spans; registered before the routes it decorates.
 */
public final class TracingFeature implements Feature {
    private static final Logger log = LoggerFactory.getLogger(TracingFeature.class);
    private static final String INSTRUMENTATION = "io.queenmq.broker";

    /** Null when tracing is off. */
    private final Tracer tracer;

    /**
     * @param recorder where spans go instead of the exporter the configuration names (tests, embedding), or null
     */
    public TracingFeature(BrokerConfig config, Lifecycle lifecycle, OpenTelemetry recorder) {
        String endpoint = config.get(Settings.OTEL_EXPORTER_OTLP_ENDPOINT);
        OpenTelemetry telemetry = recorder;
        if (telemetry == null && !endpoint.isEmpty()) {
            telemetry = lifecycle.own(OtlpExport.start(endpoint, config.get(Settings.OTEL_SERVICE_NAME)));
            log.info("Tracing: spans exported over OTLP/HTTP to {} as service {}", endpoint,
                    config.get(Settings.OTEL_SERVICE_NAME));
        }
        tracer = telemetry == null ? null
                : telemetry.getTracer(INSTRUMENTATION, BuildInfo.current().version());
    }

    /** The spans of the store lanes' batches. */
    public BatchSpans batchSpans() {
        return tracer == null ? BatchSpans.OFF : BatchSpans.recordedWith(tracer);
    }

    @Override
    public void register(Router router) {
        if (tracer != null) {
            router.decorateWith(new RouteSpans(tracer));
        }
    }
}
