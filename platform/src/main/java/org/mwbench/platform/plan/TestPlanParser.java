package org.mwbench.platform.plan;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads CLIF test plans ({@code .ctp}): Java properties with one group of
 * {@code blade.N.*} keys per blade. It checks everything that can be checked from the
 * text alone and reports every problem with its line and key; whether agents exist and
 * classes load is checked later by {@link PlanValidator}, against the live platform.
 */
public final class TestPlanParser {
    private static final Pattern BLADE_KEY = Pattern.compile("blade\\.([0-9]+)\\.([A-Za-z_]+)");
    private static final Pattern BLADE_ID = Pattern.compile("[A-Za-z0-9][A-Za-z0-9_.-]*");
    /** CLIF's keys, and mwbench's {@code jvm}: options for a JVM of the blade's own. */
    private static final List<String> PROPERTIES = List.of("id", "server", "injector", "probe", "sut", "argument", "comment",
            "jvm");

    /**
     * mwbench's plan-level key: the hosts file that emulates the plan's agents as separate
     * hosts (network namespaces), relative to the plan's folder.
     */
    public static final String HOSTS_KEY = "hosts";
    /**
     * {@code hosts.fallback=loopback}: a plan whose hosts keep its sides apart when they can be
     * emulated, but that still means something on one host (a scalability run), runs there on
     * loopback, with a warning, rather than being refused without root.
     */
    public static final String HOSTS_FALLBACK_KEY = "hosts.fallback";

    /** Report-folder entries the storage writes beside the blade folders. */
    public static final List<String> RESERVED_IDS = List.of("environment", "inputs");

    private TestPlanParser() {
    }

    public static TestPlan parse(Path file) throws PlanException {
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new PlanException(new PlanError(file.toString(), "", "cannot read the plan: " + e));
        }
        String fileName = file.getFileName().toString();
        String name = fileName.endsWith(".ctp") ? fileName.substring(0, fileName.length() - 4) : fileName;
        return parse(text, file.toString(), name);
    }

    /**
     * @param origin what to call the plan in messages, usually its path
     * @param name   the plan's name, which names its report folders
     */
    public static TestPlan parse(String text, String origin, String name) throws PlanException {
        LocatedProperties file = LocatedProperties.load(text, origin);
        KeyLines lines = file.lines();
        List<PlanError> errors = file.errors();
        Map<Integer, Map<String, String>> groups = new TreeMap<>();
        Map<Integer, String> numberText = new HashMap<>();
        String hosts = null;
        boolean loopbackFallback = false;
        Map<Integer, Criterion> criteria = new TreeMap<>();
        Map<String, Integer> pools = new TreeMap<>();

        for (String key : file.keys()) {
            String where = file.where(key);
            if (key.equals(HOSTS_KEY)) {
                hosts = file.value(key);
                if (hosts.isEmpty()) {
                    errors.add(new PlanError(where, key, "empty: name the hosts file, e.g. hosts/two-hosts.hosts"));
                }
                continue;
            }
            if (key.equals(HOSTS_FALLBACK_KEY)) {
                String fallback = file.value(key);
                if (fallback.equals("loopback")) {
                    loopbackFallback = true;
                } else if (!fallback.equals("none")) {
                    errors.add(new PlanError(where, key, "'" + fallback + "' is not a fallback: loopback (run every "
                            + "blade on the local host where hosts cannot be emulated) or none (refuse; the default)"));
                }
                continue;
            }
            Matcher poolSize = AgentPools.SIZE_KEY.matcher(key);
            if (poolSize.matches()) {
                PoolChecks.size(file.value(key)).ifPresentOrElse(size -> pools.put(poolSize.group(1), size),
                        () -> errors.add(new PlanError(where, key, "'" + file.value(key)
                                + "' is not a pool size: give how many agents of the pool the plan waits for, 1 or more")));
                continue;
            }
            Matcher criterion = CriterionParser.KEY.matcher(key);
            if (criterion.matches()) {
                try {
                    criteria.put(Integer.parseInt(criterion.group(1)), CriterionParser.parse(key, file.value(key)));
                } catch (IllegalArgumentException e) {
                    errors.add(new PlanError(where, key, e.getMessage()));
                }
                continue;
            }
            Matcher matcher = BLADE_KEY.matcher(key);
            if (!matcher.matches() || !PROPERTIES.contains(matcher.group(2))) {
                errors.add(new PlanError(where, key, "unknown key; a plan only has " + HOSTS_KEY + ", " + HOSTS_FALLBACK_KEY
                        + ", criterion.N, pool.NAME.size and blade.N.{" + String.join(",", PROPERTIES) + "}"));
                continue;
            }
            int number;
            try {
                number = Integer.parseInt(matcher.group(1));
            } catch (NumberFormatException e) {
                errors.add(new PlanError(where, key, "blade number is too large"));
                continue;
            }
            String previous = numberText.putIfAbsent(number, matcher.group(1));
            if (previous != null && !previous.equals(matcher.group(1))) {
                errors.add(new PlanError(where, key, "blade." + previous + " and blade." + matcher.group(1)
                        + " are the same blade number written two ways"));
            }
            groups.computeIfAbsent(number, n -> new HashMap<>()).put(matcher.group(2), file.value(key));
        }

        List<BladeDefinition> blades = new ArrayList<>();
        Map<String, String> firstKeyOfId = new HashMap<>();
        for (Map.Entry<Integer, Map<String, String>> group : groups.entrySet()) {
            String number = numberText.get(group.getKey());
            BladeDefinition blade = bladeOf(number, group.getValue(), origin, lines, errors);
            if (blade == null) {
                continue;
            }
            if (file.firstUse(firstKeyOfId, blade.id(), blade.key("id"), "blade id")) {
                blades.add(blade);
            }
        }
        if (groups.isEmpty()) {
            file.fileError("the plan defines no blade (expected blade.0.id, blade.0.server, ...)");
        }
        if (loopbackFallback && hosts == null) {
            errors.add(new PlanError(file.where(HOSTS_FALLBACK_KEY), HOSTS_FALLBACK_KEY,
                    "a fallback for emulated hosts needs a hosts key (hosts=FILE) to fall back from"));
        }
        PoolChecks.check(blades, pools, file, errors);
        file.throwIfAny();
        return new TestPlan(name, text, origin, blades, hosts, loopbackFallback, List.copyOf(criteria.values()), pools);
    }

    private static BladeDefinition bladeOf(
            String number, Map<String, String> values, String origin, KeyLines lines, List<PlanError> errors) {
        String prefix = "blade." + number + ".";
        String anyKey = prefix + values.keySet().iterator().next();
        String where = origin + ":" + lines.firstLineOf(anyKey);
        int before = errors.size();

        String id = values.get("id");
        if (id == null || id.isEmpty()) {
            errors.add(new PlanError(where, prefix + "id", "missing: every blade needs an id"));
        } else if (!BLADE_ID.matcher(id).matches()) {
            errors.add(new PlanError(origin + ":" + lines.firstLineOf(prefix + "id"), prefix + "id",
                    "'" + id + "' is not a valid blade id: use letters, digits, '_', '.', '-' (it names a folder)"));
        } else if (RESERVED_IDS.contains(id)) {
            errors.add(new PlanError(origin + ":" + lines.firstLineOf(prefix + "id"), prefix + "id",
                    "'" + id + "' is reserved for the report's own files; choose another id"));
        }
        String agent = values.get("server");
        if (agent == null || agent.isEmpty()) {
            errors.add(new PlanError(where, prefix + "server",
                    "missing: name the agent that hosts the blade, e.g. 'local host'"));
        }
        BladeRole role = null;
        String className = null;
        for (BladeRole candidate : BladeRole.values()) {
            String value = values.get(candidate.planKey());
            if (value == null) {
                continue;
            }
            String key = prefix + candidate.planKey();
            if (role != null) {
                errors.add(new PlanError(origin + ":" + lines.firstLineOf(key), key,
                        "a blade has one role, but " + prefix + role.planKey() + " is also given"));
            } else if (value.isEmpty()) {
                errors.add(new PlanError(origin + ":" + lines.firstLineOf(key), key, "empty: name the blade's class"));
            }
            role = role == null ? candidate : role;
            className = className == null ? value : className;
        }
        if (role == null) {
            errors.add(new PlanError(where, prefix + "injector",
                    "missing: give the blade's class as " + prefix + "injector, " + prefix + "probe or "
                            + prefix + "sut (a server blade)"));
        }
        if (errors.size() > before) {
            return null;
        }
        return new BladeDefinition(number, id, agent, role, className, values.get("argument"), values.get("comment"),
                values.get("jvm"));
    }
}
