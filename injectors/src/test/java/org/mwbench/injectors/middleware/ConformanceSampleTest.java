package org.mwbench.injectors.middleware;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mwbench.contract.Data2;
import org.mwbench.contract.Data3;
import org.mwbench.contract.ForwardingService;
import org.mwbench.contract.Mismatch;
import org.mwbench.contract.middleware.BenchmarkConnection;
import org.mwbench.contract.middleware.ClientSettings;
import org.mwbench.contract.middleware.MiddlewareClient;
import org.mwbench.platform.plugin.ActionKind;
import org.mwbench.platform.plugin.Parameters;
import org.mwbench.platform.plugin.SampleResult;
import org.mwbench.platform.plugin.SessionObject;

/**
 * The {@code conformance} sample of a middleware plugin, bound the way the scenario runner binds
 * it (template, a user's session, the sample), over a client whose connection is a service in
 * this JVM: right, wrong in one field, or throwing.
 */
class ConformanceSampleTest {

    @Test
    void aServiceThatAnswersAsTheReferenceDoesPasses() throws Exception {
        SampleResult result = callConformanceOn(new InProcessConnection());
        assertFalse(result.failed(), result.comment());
        assertEquals(0, result.result(), "no mismatch");
        assertNull(result.comment());
    }

    @Test
    void aServiceThatAnswersWrongFailsTheCallNamingTheMismatch() throws Exception {
        SampleResult result = callConformanceOn(new InProcessConnection() {
            @Override
            public long cube(long x) {
                return x * x;
            }
        });
        assertTrue(result.failed());
        // cube(0) is right by chance; 3, -5 and 2097151 are not
        assertEquals(3, result.result(), "the mismatches counted: " + result.comment());
        assertTrue(result.comment().startsWith("3 mismatches: cube(3): expected 27, actual 9; cube(-5): "),
                result.comment());
    }

    @Test
    void aServiceWhoseCallsThrowFailsWithTheExceptionAndOnlyTheFirstMismatches() throws Exception {
        SampleResult result = callConformanceOn(new InProcessConnection() {
            @Override
            public Data2[] getItems(int n) {
                throw new IllegalStateException("the wire broke\nmid-answer");
            }

            @Override
            public Data3[] getCustomers(String salesRep, int n) {
                throw new IllegalStateException("and again");
            }
        });
        assertTrue(result.failed());
        assertEquals(8, result.result(), result.comment());
        assertEquals("8 mismatches: getItems(0): expected normal return, actual java.lang.IllegalStateException: "
                + "the wire broke mid-answer; getItems(1): expected normal return, actual "
                + "java.lang.IllegalStateException: the wire broke mid-answer; getItems(4): expected normal return, "
                + "actual java.lang.IllegalStateException: the wire broke mid-answer; ...", result.comment(),
                "the first " + ConformanceSample.REPORTED_MISMATCHES + ", on one line");
    }

    @Test
    void aLongMismatchIsCutShort() {
        String comment = ConformanceSample.firstOf(List.of(new Mismatch("getString(8192)", "x".repeat(5000), "y")));
        assertTrue(comment.length() < 400, comment);
        assertTrue(comment.startsWith("1 mismatch: getString(8192): expected xxx") && comment.endsWith("..."), comment);
    }

    /** One call of the sample, on a user's connection, as a scenario makes it. */
    private static SampleResult callConformanceOn(BenchmarkConnection connection) throws Exception {
        MiddlewarePlugin plugin = new MiddlewarePlugin(new InProcessClient(connection));
        SessionObject template = plugin.template(Parameters.check("in-process",
                plugin.descriptor().objectParameters(), Map.of("endpoint", "in-process")));
        SessionObject user = template.newSession(0);
        Parameters none = Parameters.check("conformance",
                plugin.descriptor().action(ActionKind.SAMPLE, "conformance").orElseThrow(), Map.of());
        SampleResult result = new SampleResult();
        user.sample("conformance", none).call(result);
        user.close();
        template.close();
        return result;
    }

    /** A client whose one connection is in this JVM. */
    private record InProcessClient(BenchmarkConnection connection) implements MiddlewareClient {
        @Override
        public String protocol() {
            return "in-process";
        }

        @Override
        public BenchmarkConnection connect(String endpoint, ClientSettings settings) {
            return connection;
        }
    }

    /** The reference's answers, as a connection; each test makes one method wrong. */
    private static class InProcessConnection extends ForwardingService implements BenchmarkConnection {
        @Override
        public void close() {
            // Nothing was opened.
        }
    }
}
