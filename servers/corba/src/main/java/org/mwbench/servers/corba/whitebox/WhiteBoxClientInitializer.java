package org.mwbench.servers.corba.whitebox;

import org.omg.CORBA.LocalObject;
import org.omg.PortableInterceptor.ORBInitInfo;
import org.omg.PortableInterceptor.ORBInitializer;
import org.omg.PortableInterceptor.ORBInitInfoPackage.DuplicateName;

/**
 * Registers {@link WhiteBoxClientInterceptor} in a client ORB, named in its properties
 * ({@link #PROPERTY}) only with {@code whitebox=true}.
 */
public final class WhiteBoxClientInitializer extends LocalObject implements ORBInitializer {
    public static final String PROPERTY = "org.omg.PortableInterceptor.ORBInitializerClass."
            + WhiteBoxClientInitializer.class.getName();

    @Override
    public void pre_init(ORBInitInfo info) {
        try {
            info.add_client_request_interceptor(new WhiteBoxClientInterceptor());
        } catch (DuplicateName e) {
            throw new IllegalStateException("two white-box client interceptors in one ORB", e);
        }
    }

    @Override
    public void post_init(ORBInitInfo info) {
    }
}
