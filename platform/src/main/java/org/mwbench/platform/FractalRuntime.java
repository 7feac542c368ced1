package org.mwbench.platform;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import org.objectweb.fractal.adl.ADLException;
import org.objectweb.fractal.adl.Factory;
import org.objectweb.fractal.adl.FactoryFactory;

/**
 * The one place that chooses and prepares the Fractal implementation. Julia is selected
 * by a system property that Fractal reads; setting it here means no launcher or test has
 * to pass {@code -Dfractal.provider} for the components to come up.
 */
public final class FractalRuntime {
    public static final String PROVIDER_PROPERTY = "fractal.provider";
    public static final String JULIA = "org.objectweb.fractal.julia.Julia";

    private static boolean prepared;

    private FractalRuntime() {
    }

    public static synchronized Factory adlFactory() {
        if (!prepared) {
            prepare();
            prepared = true;
        }
        try {
            return FactoryFactory.getFactory(FactoryFactory.FRACTAL_BACKEND);
        } catch (ADLException e) {
            throw new IllegalStateException("the Fractal ADL factory cannot be created", e);
        }
    }

    private static void prepare() {
        if (System.getProperty(PROVIDER_PROPERTY) == null) {
            System.setProperty(PROVIDER_PROPERTY, JULIA);
        }
        // Fractal ADL hangs java.util.logging handlers on System.out, and the JDK closes every
        // such handler when the JVM shuts down, which closes System.out (and file descriptor 1)
        // while a Ctrl-C'ed run still has its statistics to print. Its handlers capture
        // System.out when they are made, so from here on System.out is a stream whose close
        // only flushes. It writes to the System.out it replaces, not to file descriptor 1, so
        // a filter put there before (the mwbench command's TerminalSafeOutputStream) stays.
        System.setOut(new PrintStream(new FilterOutputStream(System.out) {
            @Override
            public void write(byte[] bytes, int offset, int length) throws IOException {
                out.write(bytes, offset, length);
            }

            @Override
            public void close() throws IOException {
                flush();
            }
        }, true));
        // Its file handler would otherwise write target/fractaladl-log.txt in the user's folder.
        if (System.getProperty("default.file.level") == null) {
            System.setProperty("default.file.level", "OFF");
        }
    }
}
