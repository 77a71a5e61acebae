package io.queenmq.broker.tracing;

import io.opentelemetry.api.common.AttributeKey;
import io.opentelemetry.api.common.Attributes;
import io.opentelemetry.exporter.otlp.http.trace.OtlpHttpSpanExporter;
import io.opentelemetry.sdk.OpenTelemetrySdk;
import io.opentelemetry.sdk.resources.Resource;
import io.opentelemetry.sdk.trace.SdkTracerProvider;
import io.opentelemetry.sdk.trace.export.BatchSpanProcessor;
import io.queenmq.broker.config.ConfigException;

/**
 * The SDK that exports the broker's spans over OTLP/HTTP (protobuf), batched on the SDK's own thread, as the standard
 * {@code OTEL_EXPORTER_OTLP_ENDPOINT} and {@code OTEL_SERVICE_NAME} describe. Closing it flushes what is left.
 */
final class OtlpExport {
    private static final AttributeKey<String> SERVICE_NAME = AttributeKey.stringKey("service.name");

    private OtlpExport() {}

    /**
     * @param endpoint the collector's base URL; spans go to its {@code /v1/traces}, as the OTLP specification says
     *                 for this variable
     */
    static OpenTelemetrySdk start(String endpoint, String serviceName) {
        if (!endpoint.startsWith("http://") && !endpoint.startsWith("https://")) {
            throw new ConfigException("OTEL_EXPORTER_OTLP_ENDPOINT must be an http:// or https:// URL: " + endpoint);
        }
        String url = (endpoint.endsWith("/") ? endpoint.substring(0, endpoint.length() - 1) : endpoint)
                + "/v1/traces";
        Resource resource = Resource.getDefault().merge(Resource.create(Attributes.of(SERVICE_NAME, serviceName)));
        SdkTracerProvider provider = SdkTracerProvider.builder()
                .setResource(resource)
                .addSpanProcessor(BatchSpanProcessor.builder(
                        OtlpHttpSpanExporter.builder().setEndpoint(url).build()).build())
                .build();
        return OpenTelemetrySdk.builder().setTracerProvider(provider).build();
    }
}
