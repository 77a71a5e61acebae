package io.queenmq.broker.deploy;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.EnvVar;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.Probe;
import io.fabric8.kubernetes.api.model.Secret;
import io.fabric8.kubernetes.api.model.Service;
import io.fabric8.kubernetes.api.model.apps.Deployment;
import io.fabric8.kubernetes.api.model.policy.v1.PodDisruptionBudget;
import io.fabric8.openshift.api.model.monitoring.v1.ServiceMonitor;
import io.queenmq.broker.config.Setting;
import io.queenmq.broker.config.Settings;
import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * deploy/kubernetes parsed into the typed Kubernetes model, strictly (a field the model does not know fails), then
 * checked against the broker itself: probes on /health, the ports, and every environment name a registered setting,
 * so a renamed setting fails the build.
 */
class KubernetesManifestsTest {
    private static final Path FOLDER = Path.of("..", "deploy", "kubernetes");
    private static final Map<String, Class<? extends HasMetadata>> KINDS = Map.of(
            "Deployment", Deployment.class,
            "Service", Service.class,
            "PodDisruptionBudget", PodDisruptionBudget.class,
            "Secret", Secret.class,
            "ServiceMonitor", ServiceMonitor.class);
    private static final ObjectMapper YAML = new YAMLMapper();
    // The model keeps fields it does not know in additionalProperties rather than failing: collectUnknown finds them.
    private static final ObjectMapper MODEL = new ObjectMapper();

    private static final Map<String, HasMetadata> byKind = new HashMap<>();

    @BeforeAll
    static void parseEveryManifest() throws IOException {
        try (Stream<Path> files = Files.list(FOLDER)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".yaml")).sorted().toList()) {
                HasMetadata resource = parse(Files.readString(file));
                assertThat(byKind.put(resource.getKind(), resource)).as("a second %s in %s", resource.getKind(), file)
                        .isNull();
            }
        }
    }

    @Test
    void theFolderHoldsOneOfEachKindAndNothingTheModelDoesNotKnow() {
        assertThat(byKind.keySet()).isEqualTo(KINDS.keySet());
    }

    @Test
    void aMisspelledFieldIsCaught() {
        String typo = """
                apiVersion: apps/v1
                kind: Deployment
                metadata: {name: x}
                spec: {replica: 2}
                """;
        assertThat(catchUnknown(typo)).contains("spec.replica");
    }

    @Test
    void twoReplicasProbedOnHealthOverTheBrokersPort() {
        Deployment deployment = (Deployment) byKind.get("Deployment");
        Container broker = deployment.getSpec().getTemplate().getSpec().getContainers().get(0);
        int port = Integer.parseInt(env(broker).getOrDefault("PORT", Settings.PORT.defaultValue().toString()));

        assertThat(deployment.getSpec().getReplicas()).isEqualTo(2);
        assertThat(broker.getPorts()).singleElement().satisfies(p -> {
            assertThat(p.getName()).isEqualTo("http");
            assertThat(p.getContainerPort()).isEqualTo(port);
        });
        for (Probe probe : List.of(broker.getReadinessProbe(), broker.getLivenessProbe())) {
            assertThat(probe.getHttpGet().getPath()).isEqualTo("/health");
            assertThat(probe.getHttpGet().getPort().getStrVal()).isEqualTo("http");
        }
        Service service = (Service) byKind.get("Service");
        assertThat(service.getSpec().getPorts()).singleElement()
                .satisfies(p -> assertThat(p.getTargetPort().getStrVal()).isEqualTo("http"));
        assertThat(((ServiceMonitor) byKind.get("ServiceMonitor")).getSpec().getEndpoints()).singleElement()
                .satisfies(e -> {
                    assertThat(e.getPort()).isEqualTo("http");
                    assertThat(e.getPath()).isEqualTo("/metrics/prometheus");
                });
    }

    @Test
    void everyEnvironmentNameIsASettingAndEverySecretKeyExists() {
        Set<String> settings = Settings.all().stream().map(Setting::envName).collect(Collectors.toSet());
        Container broker = ((Deployment) byKind.get("Deployment")).getSpec().getTemplate().getSpec().getContainers()
                .get(0);
        Secret secret = (Secret) byKind.get("Secret");

        assertThat(broker.getEnv()).extracting(EnvVar::getName).isSubsetOf(settings);
        assertThat(secret.getStringData().keySet()).isSubsetOf(settings);
        broker.getEnv().stream().filter(e -> e.getValueFrom() != null && e.getValueFrom().getSecretKeyRef() != null)
                .forEach(e -> {
                    assertThat(e.getValueFrom().getSecretKeyRef().getName()).isEqualTo(secret.getMetadata().getName());
                    assertThat(secret.getStringData()).containsKey(e.getValueFrom().getSecretKeyRef().getKey());
                });
    }

    @Test
    void theGracePeriodOutlastsTheBrokersShutdown() {
        Deployment deployment = (Deployment) byKind.get("Deployment");
        Container broker = deployment.getSpec().getTemplate().getSpec().getContainers().get(0);
        long shutdownMs = Settings.SHUTDOWN_TIMEOUT_MS.parse(
                env(broker).getOrDefault("SHUTDOWN_TIMEOUT_MS", Settings.SHUTDOWN_TIMEOUT_MS.defaultText()));

        assertThat(deployment.getSpec().getTemplate().getSpec().getTerminationGracePeriodSeconds() * 1000)
                .isGreaterThan(shutdownMs);
    }

    @Test
    void theServiceTheBudgetAndTheMonitorSelectTheBrokersPods() {
        Map<String, String> pods = ((Deployment) byKind.get("Deployment")).getSpec().getTemplate().getMetadata()
                .getLabels();

        assertThat(pods).containsAllEntriesOf(((Service) byKind.get("Service")).getSpec().getSelector());
        assertThat(pods).containsAllEntriesOf(
                ((PodDisruptionBudget) byKind.get("PodDisruptionBudget")).getSpec().getSelector().getMatchLabels());
        assertThat(byKind.get("Service").getMetadata().getLabels()).containsAllEntriesOf(
                ((ServiceMonitor) byKind.get("ServiceMonitor")).getSpec().getSelector().getMatchLabels());
    }

    private static Map<String, String> env(Container container) {
        return container.getEnv().stream().filter(e -> e.getValue() != null)
                .collect(Collectors.toMap(EnvVar::getName, EnvVar::getValue));
    }

    private static HasMetadata parse(String yaml) throws IOException {
        List<String> unknown = catchUnknown(yaml);
        assertThat(unknown).as("fields the Kubernetes model does not know").isEmpty();
        JsonNode tree = YAML.readTree(yaml);
        return MODEL.treeToValue(tree, KINDS.get(tree.path("kind").asText()));
    }

    /** Paths of fields the model put into an additionalProperties map, which is where it keeps what it does not know. */
    private static List<String> catchUnknown(String yaml) {
        try {
            JsonNode tree = YAML.readTree(yaml);
            Class<? extends HasMetadata> kind = KINDS.get(tree.path("kind").asText());
            assertThat(kind).as("kind %s", tree.path("kind").asText()).isNotNull();
            List<String> unknown = new ArrayList<>();
            collectUnknown(MODEL.treeToValue(tree, kind), "", unknown);
            return unknown;
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    private static void collectUnknown(Object node, String path, List<String> unknown) {
        if (node instanceof Map<?, ?> map) {
            map.forEach((k, v) -> collectUnknown(v, path + "." + k, unknown));
        } else if (node instanceof Collection<?> items) {
            int i = 0;
            for (Object item : items) {
                collectUnknown(item, path + "[" + i++ + "]", unknown);
            }
        } else if (node != null && node.getClass().getName().startsWith("io.fabric8.")) {
            for (Method getter : node.getClass().getMethods()) {
                if (getter.getParameterCount() > 0 || Modifier.isStatic(getter.getModifiers())
                        || !getter.getName().startsWith("get") || getter.getName().equals("getClass")) {
                    continue;
                }
                Object value = invoke(getter, node);
                if (getter.getName().equals("getAdditionalProperties")) {
                    ((Map<?, ?>) value).keySet().forEach(k -> unknown.add((path + "." + k).substring(1)));
                } else {
                    collectUnknown(value, path + "." + field(getter), unknown);
                }
            }
        }
    }

    private static String field(Method getter) {
        String name = getter.getName().substring(3);
        return Character.toLowerCase(name.charAt(0)) + name.substring(1);
    }

    private static Object invoke(Method getter, Object target) {
        try {
            return getter.invoke(target);
        } catch (IllegalAccessException | InvocationTargetException e) {
            throw new AssertionError(getter.toString(), e);
        }
    }
}
