package org.mwbench.servers.fractalrmi.orb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.mwbench.contract.ReferenceData;
import org.mwbench.contract.middleware.ServerSettings;
import org.objectweb.fractal.api.Component;
import org.objectweb.fractal.api.Interface;
import org.objectweb.fractal.api.Type;

/** The server deserializes what mwbench's calls carry, and refuses anything else. */
class WireFilterTest {

    /**
     * The server refuses the stream of a call that names a class outside the filter (its log
     * says "filter status: REJECTED"). Its skeleton then replies with the
     * {@code InvalidClassException}, unless the refused stream has left the connection out of
     * step, in which case the caller's wait ends with the call timeout: either way the call fails.
     */
    @Test
    void aServerReadsTheContractsBeansAndRefusesOtherClasses() throws Exception {
        try (Orb server = Orb.start(getClass().getClassLoader(), ServerSettings.LOOPBACK, 0);
             Orb client = Orb.start(getClass().getClassLoader(), ServerSettings.LOOPBACK, 2_000);
             Orb refused = Orb.start(getClass().getClassLoader(), ServerSettings.LOOPBACK, 500)) {
            byte[] reference = server.export(new EchoInterface(), 0, null).encode();
            Echo echo = (Echo) client.bind(reference, Echo.class.getName());
            assertEquals(ReferenceData.customer("c1"), echo.echo(ReferenceData.customer("c1")));
            assertEquals(3, ((Object[]) echo.echo(ReferenceData.items(3))).length);
            assertEquals(42L, echo.echo(42L));
            assertEquals("text", echo.echo("text"));

            Echo refusedEcho = (Echo) refused.bind(reference, Echo.class.getName());
            RuntimeException failure = assertThrows(RuntimeException.class, () -> refusedEcho.echo(new AtomicLong(1)));
            String why = chain(failure);
            assertTrue(why.contains("REJECTED") || why.contains("timed out"), why);
            // The allowed calls of other connections go on.
            assertEquals(7L, echo.echo(7L));
        }
    }

    /** Fractal RMI exports Fractal interfaces only: an echo that is one, with no component behind it. */
    private static final class EchoInterface implements Echo, Interface {
        @Override
        public Object echo(Object value) {
            return value;
        }

        @Override
        public Component getFcItfOwner() {
            return null;
        }

        @Override
        public String getFcItfName() {
            return "echo";
        }

        @Override
        public Type getFcItfType() {
            return null;
        }

        @Override
        public boolean isFcInternalItf() {
            return false;
        }
    }

    private static String chain(Throwable failure) {
        StringBuilder text = new StringBuilder();
        for (Throwable t = failure; t != null; t = t.getCause()) {
            text.append(t).append(" <- ");
            if (t instanceof org.objectweb.fractal.rmi.RemoteException remote && remote.exception != null) {
                text.append(remote.exception).append(" <- ");
            }
        }
        return text.toString();
    }
}
