package org.mwbench.injectors.scenario;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.mwbench.injectors.scenario.Scenario.Action;
import org.mwbench.injectors.scenario.Scenario.Behavior;
import org.mwbench.injectors.scenario.Scenario.Choice;
import org.mwbench.injectors.scenario.Scenario.Group;
import org.mwbench.injectors.scenario.Scenario.If;
import org.mwbench.injectors.scenario.Scenario.Model;
import org.mwbench.injectors.scenario.Scenario.PluginUse;
import org.mwbench.injectors.scenario.Scenario.Step;
import org.mwbench.injectors.scenario.Scenario.While;
import org.mwbench.platform.plugin.ActionKind;
import org.mwbench.platform.xml.LocatedXmlReader;
import org.mwbench.platform.xml.XmlElement;
import org.mwbench.platform.xml.XmlException;

/**
 * Reads a scenario file: its structure only, with every error at its {@code file:line}.
 * Whether the plugins and their actions exist is {@link ScenarioCompiler}'s business.
 *
 * <pre>{@code
 * <scenario>
 *   <behaviors>
 *     <plugins>
 *       <use id="target" name="synthetic-target"><params><param name="service_time" value="50ms"/></params></use>
 *       <use id="think" name="common"/>
 *     </plugins>
 *     <behavior id="users">
 *       <sample use="target" name="call"/>
 *       <timer use="think" name="constant"><params><param name="duration" value="10ms"/></params></timer>
 *     </behavior>
 *   </behaviors>
 *   <loadprofile>
 *     <group behavior="users" forceStop="true">
 *       <ramp style="line"><points><point x="0" y="0"/><point x="10" y="100"/></points></ramp>
 *     </group>
 *   </loadprofile>
 * </scenario>
 * }</pre>
 */
public final class ScenarioReader {
    /** The open model's default bound on users serving arrivals at once. */
    static final int DEFAULT_OPEN_CONCURRENCY = 100;

    private ScenarioReader() {
    }

    public static Scenario read(byte[] content, String source) throws XmlException {
        XmlElement root = LocatedXmlReader.read(content, source);
        if (!root.name().equals("scenario")) {
            throw root.error("a scenario starts with <scenario>, not <" + root.name() + ">");
        }
        XmlElement behaviors = only(root, "behaviors");
        List<XmlElement> profiles = root.children("loadprofile");
        if (profiles.size() > 1) {
            throw profiles.get(1).error("a scenario has at most one <loadprofile>");
        }
        for (XmlElement child : root.children()) {
            if (!child.name().equals("behaviors") && !child.name().equals("loadprofile")) {
                throw child.error("unknown element <" + child.name() + "> in <scenario>");
            }
        }
        List<PluginUse> uses = new ArrayList<>();
        Map<String, Behavior> byId = new LinkedHashMap<>();
        for (XmlElement child : behaviors.children()) {
            switch (child.name()) {
                case "plugins":
                    for (XmlElement use : child.children()) {
                        uses.add(use(use));
                    }
                    break;
                case "behavior":
                    child.allowAttributes("id");
                    Behavior behavior = new Behavior(child.required("id"), steps(child.children()), child.location());
                    if (byId.put(behavior.id(), behavior) != null) {
                        throw child.error("behavior id '" + behavior.id() + "' is used twice");
                    }
                    break;
                default:
                    throw child.error("unknown element <" + child.name() + "> in <behaviors>");
            }
        }
        List<Group> groups = new ArrayList<>();
        for (XmlElement profile : profiles) {
            for (XmlElement group : profile.children()) {
                groups.add(group(group));
            }
            if (groups.isEmpty()) {
                throw profile.error("<loadprofile> has no <group>: no virtual user would ever run");
            }
        }
        return new Scenario(source, List.copyOf(uses), byId, List.copyOf(groups));
    }

    private static XmlElement only(XmlElement parent, String name) throws XmlException {
        List<XmlElement> found = parent.children(name);
        if (found.size() != 1) {
            throw parent.error("<" + parent.name() + "> needs exactly one <" + name + ">, found " + found.size());
        }
        return found.get(0);
    }

    private static PluginUse use(XmlElement use) throws XmlException {
        if (!use.name().equals("use")) {
            throw use.error("<plugins> holds <use id=... name=...> elements, not <" + use.name() + ">");
        }
        use.allowAttributes("id", "name", "reset");
        return new PluginUse(use.required("id"), use.required("name"), parameters(use), flag(use, "reset", false),
                use.location());
    }

    private static Map<String, String> parameters(XmlElement owner) throws XmlException {
        Map<String, String> values = new LinkedHashMap<>();
        for (XmlElement params : owner.children("params")) {
            for (XmlElement param : params.children()) {
                if (!param.name().equals("param")) {
                    throw param.error("<params> holds <param name=... value=...> elements, not <" + param.name() + ">");
                }
                param.allowAttributes("name", "value");
                String name = param.required("name");
                if (values.put(name, param.attribute("value").orElse("")) != null) {
                    throw param.error("parameter '" + name + "' is given twice");
                }
            }
        }
        return values;
    }

    private static List<Step> steps(List<XmlElement> elements) throws XmlException {
        List<Step> steps = new ArrayList<>();
        for (XmlElement element : elements) {
            steps.add(step(element));
        }
        return List.copyOf(steps);
    }

    private static Step step(XmlElement element) throws XmlException {
        switch (element.name()) {
            case "sample":
                return action(element, ActionKind.SAMPLE);
            case "timer":
                return action(element, ActionKind.TIMER);
            case "control":
                return action(element, ActionKind.CONTROL);
            case "if":
                element.allowAttributes();
                Action ifCondition = condition(element);
                List<Step> then = element.child("then").isPresent() ? steps(element.child("then").get().children()) : List.of();
                List<Step> otherwise = element.child("else").isPresent()
                        ? steps(element.child("else").get().children()) : List.of();
                for (XmlElement child : element.children()) {
                    if (!List.of("condition", "then", "else").contains(child.name())) {
                        throw child.error("<if> holds <condition>, <then> and <else>, not <" + child.name() + ">");
                    }
                }
                return new If(ifCondition, then, otherwise, element.location());
            case "while":
                element.allowAttributes();
                Action whileCondition = condition(element);
                List<XmlElement> body = element.children().stream().filter(child -> !child.name().equals("condition")).toList();
                return new While(whileCondition, steps(body), element.location());
            case "nchoice":
                element.allowAttributes();
                List<Integer> weights = new ArrayList<>();
                List<List<Step>> branches = new ArrayList<>();
                for (XmlElement choice : element.children()) {
                    if (!choice.name().equals("choice")) {
                        throw choice.error("<nchoice> holds <choice proba=...> elements, not <" + choice.name() + ">");
                    }
                    choice.allowAttributes("proba");
                    weights.add(positiveInt(choice, "proba"));
                    branches.add(steps(choice.children()));
                }
                if (weights.isEmpty()) {
                    throw element.error("<nchoice> has no <choice>");
                }
                return new Choice(List.copyOf(weights), List.copyOf(branches), element.location());
            default:
                throw element.error("unknown element <" + element.name() + "> in a behavior; a behavior holds "
                        + "<sample>, <timer>, <control>, <if>, <while> and <nchoice>");
        }
    }

    private static Action condition(XmlElement owner) throws XmlException {
        List<XmlElement> conditions = owner.children("condition");
        if (conditions.size() != 1) {
            throw owner.error("<" + owner.name() + "> needs exactly one <condition use=... name=...>");
        }
        return action(conditions.get(0), ActionKind.TEST);
    }

    private static Action action(XmlElement element, ActionKind kind) throws XmlException {
        if (kind == ActionKind.SAMPLE) {
            element.allowAttributes("use", "name", "label");
        } else {
            element.allowAttributes("use", "name");
        }
        for (XmlElement child : element.children()) {
            if (!child.name().equals("params")) {
                throw child.error("<" + element.name() + "> holds only <params>, not <" + child.name() + ">");
            }
        }
        String name = element.required("name");
        return new Action(kind, element.required("use"), name, parameters(element),
                element.attribute("label").orElse(name), element.location());
    }

    private static Group group(XmlElement group) throws XmlException {
        if (!group.name().equals("group")) {
            throw group.error("<loadprofile> holds <group behavior=...> elements, not <" + group.name() + ">");
        }
        group.allowAttributes("behavior", "forceStop", "model", "concurrency");
        Model model;
        try {
            model = Model.valueOf(group.attribute("model").orElse("closed").toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw group.error("model must be 'closed' (y is a population) or 'open' (y is arrivals per second)");
        }
        int concurrency = group.attribute("concurrency").isPresent() ? positiveInt(group, "concurrency")
                : DEFAULT_OPEN_CONCURRENCY;
        List<Profile.Point> points = new ArrayList<>();
        for (XmlElement ramp : group.children()) {
            if (!ramp.name().equals("ramp")) {
                throw ramp.error("<group> holds <ramp style=...> elements, not <" + ramp.name() + ">");
            }
            ramp.allowAttributes("style");
            Profile.Style style;
            String styleName = ramp.attribute("style").orElse("line");
            switch (styleName) {
                case "line":
                    style = Profile.Style.LINE;
                    break;
                case "crenel_hv":
                    style = Profile.Style.CRENEL_HV;
                    break;
                default:
                    throw ramp.error("ramp style must be 'line' or 'crenel_hv', not '" + styleName + "'");
            }
            for (XmlElement pointsElement : ramp.children("points")) {
                for (XmlElement point : pointsElement.children("point")) {
                    point.allowAttributes("x", "y");
                    points.add(new Profile.Point(number(point, "x"), number(point, "y"), style));
                }
            }
        }
        Profile profile;
        try {
            profile = new Profile(points);
        } catch (IllegalArgumentException e) {
            throw group.error(e.getMessage());
        }
        return new Group(group.required("behavior"), model, flag(group, "forceStop", true), concurrency, profile,
                group.location());
    }

    private static boolean flag(XmlElement element, String attribute, boolean fallback) throws XmlException {
        String text = element.attribute(attribute).orElse(Boolean.toString(fallback));
        if (!text.equals("true") && !text.equals("false")) {
            throw element.error(attribute + " must be true or false, not '" + text + "'");
        }
        return text.equals("true");
    }

    private static double number(XmlElement element, String attribute) throws XmlException {
        String text = element.required(attribute);
        try {
            double value = Double.parseDouble(text);
            if (value >= 0 && Double.isFinite(value)) {
                return value;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw element.error(attribute + "=\"" + text + "\" is not a number of 0 or more");
    }

    private static int positiveInt(XmlElement element, String attribute) throws XmlException {
        String text = element.required(attribute);
        try {
            int value = Integer.parseInt(text);
            if (value > 0) {
                return value;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw element.error(attribute + "=\"" + text + "\" is not a whole number above 0");
    }
}
