package org.mwbench.deploy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The Kubernetes API's schemas, offline, checking objects as a strict {@code kubeconform} would:
 * every field known, every value of its type. The schemas are those fabric8's kubernetes-model
 * jars generate from the API's OpenAPI document, one file per API group ({@code
 * schema/validation-schema.json}, its {@code $module} naming the group).
 *
 * <p>Two departures from those files, each because they describe fabric8's Java classes where
 * they differ from the API's wire form:
 * <ul>
 *   <li><b>Strict.</b> Each object type is closed ({@code additionalProperties: false} where the
 *       file says {@code true}): a misspelt field is an error, as on a server with field
 *       validation {@code Strict}, not a field silently dropped.</li>
 *   <li><b>Wire forms of the custom-serialized types:</b> a quantity ({@code cpu: "1"},
 *       {@code memory: 512Mi}) is a string or a number, an int-or-string ({@code port: http},
 *       {@code maxUnavailable: 1}) a string or an integer, a micro-time a string, where the files
 *       give the Java classes' fields.</li>
 * </ul>
 * Fabric8's property-level {@code required: true} (draft 3's form, for apiVersion and kind) and
 * its Java hints ({@code javaType}, {@code existingJavaType}, ...) are dropped: draft 7 has no such
 * keywords. Which fields are required is checked where it matters by {@link KubeManifestsTest}
 * (selectors, ports), since these schemas do not carry the API's required lists.
 */
final class KubeSchemas {
    /** The API group of an object's apiVersion, as the schema files' {@code $module} names it. */
    private static final Map<String, String> MODULE_OF_GROUP = Map.of(
            "", "core", "apps", "apps", "batch", "batch", "networking.k8s.io", "networking");

    private static final Set<String> JAVA_HINTS = Set.of("javaType", "existingJavaType", "javaInterfaces",
            "javaOmitEmpty", "serializer", "deserializer", "interfaceImpls", "javaName");

    private static final ObjectMapper JSON = new ObjectMapper();

    private final Map<String, ObjectNode> schemaFileOfModule;
    private final Map<String, JsonSchema> schemaOfKind = new HashMap<>();

    private KubeSchemas(Map<String, ObjectNode> schemaFileOfModule) {
        this.schemaFileOfModule = schemaFileOfModule;
    }

    /** The schema files on the test class path (one per fabric8 model jar). */
    static KubeSchemas fromClassPath() throws IOException {
        Map<String, ObjectNode> files = new HashMap<>();
        Iterator<URL> urls = KubeSchemas.class.getClassLoader().getResources("schema/validation-schema.json").asIterator();
        while (urls.hasNext()) {
            try (InputStream in = urls.next().openStream()) {
                ObjectNode file = (ObjectNode) JSON.readTree(in);
                files.put(file.path("$module").asText(), file);
            }
        }
        for (String module : MODULE_OF_GROUP.values()) {
            if (!files.containsKey(module)) {
                throw new IllegalStateException("no Kubernetes schema for the API group module '" + module
                        + "' on the class path (fabric8's kubernetes-model-" + module + " jar)");
            }
        }
        return new KubeSchemas(files);
    }

    /**
     * What is wrong with one object, each message naming the field's path; empty when the object
     * is valid. An object of a kind or version the schemas do not know is itself an error.
     */
    List<String> problems(Map<String, Object> object) {
        String apiVersion = String.valueOf(object.get("apiVersion"));
        String kind = String.valueOf(object.get("kind"));
        JsonSchema schema;
        try {
            schema = schemaOfKind.computeIfAbsent(apiVersion + " " + kind, key -> schemaOf(apiVersion, kind));
        } catch (IllegalArgumentException unknown) {
            return List.of(unknown.getMessage());
        }
        Set<ValidationMessage> messages = schema.validate(JSON.valueToTree(object));
        return messages.stream().map(ValidationMessage::getMessage).sorted().toList();
    }

    private JsonSchema schemaOf(String apiVersion, String kind) {
        String group = apiVersion.contains("/") ? apiVersion.substring(0, apiVersion.indexOf('/')) : "";
        String module = MODULE_OF_GROUP.get(group);
        ObjectNode file = module == null ? null : schemaFileOfModule.get(module);
        JsonNode resource = file == null ? null : file.path("resources").get(kind.toLowerCase());
        if (resource == null || !apiVersion.equals(resource.path("properties").path("apiVersion").path("default").asText())) {
            throw new IllegalArgumentException(kind + " of " + apiVersion + ": no such kind in the Kubernetes schemas");
        }
        ObjectNode root = resource.deepCopy();
        root.put("$schema", "http://json-schema.org/draft-07/schema#");
        root.set("definitions", wireForms(file.get("definitions").deepCopy()));
        return JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V7).getSchema(strict(root));
    }

    private static ObjectNode wireForms(ObjectNode definitions) {
        JsonNodeFactory nodes = JsonNodeFactory.instance;
        for (String name : names(definitions)) {
            if (name.endsWith("_Quantity")) {
                definitions.set(name, nodes.objectNode().set("type", nodes.arrayNode().add("string").add("number")));
            } else if (name.endsWith("_IntOrString")) {
                definitions.set(name, nodes.objectNode().set("type", nodes.arrayNode().add("string").add("integer")));
            } else if (name.endsWith("_MicroTime")) {
                definitions.set(name, nodes.objectNode().put("type", "string"));
            }
        }
        return definitions;
    }

    /** Closes every object type, drops fabric8's Java hints and draft 3's property-level required. */
    private static JsonNode strict(JsonNode node) {
        if (node instanceof ObjectNode object) {
            object.remove(JAVA_HINTS);
            if (object.path("required").isBoolean()) {
                object.remove("required");
            }
            if (object.has("properties") && object.path("additionalProperties").isBoolean()) {
                object.put("additionalProperties", false);
            }
            object.elements().forEachRemaining(KubeSchemas::strict);
        } else if (node != null && node.isArray()) {
            node.elements().forEachRemaining(KubeSchemas::strict);
        }
        return node;
    }

    private static List<String> names(ObjectNode object) {
        List<String> names = new ArrayList<>();
        object.fieldNames().forEachRemaining(names::add);
        return names;
    }
}
