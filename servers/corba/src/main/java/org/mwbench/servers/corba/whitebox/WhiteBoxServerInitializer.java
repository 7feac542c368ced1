package org.mwbench.servers.corba.whitebox;

import org.omg.CORBA.LocalObject;
import org.omg.PortableInterceptor.ORBInitInfo;
import org.omg.PortableInterceptor.ORBInitializer;
import org.omg.PortableInterceptor.ORBInitInfoPackage.DuplicateName;

/**
 * Registers {@link WhiteBoxServerInterceptor} in a server ORB, named in its properties
 * ({@link #PROPERTY}) only with {@code whitebox=true}: an ORB without the property has no
 * interceptor at all.
 */
public final class WhiteBoxServerInitializer extends LocalObject implements ORBInitializer {
    /** The ORB property that names this initializer: the portable interceptors' standard way. */
    public static final String PROPERTY = "org.omg.PortableInterceptor.ORBInitializerClass."
            + WhiteBoxServerInitializer.class.getName();

    @Override
    public void pre_init(ORBInitInfo info) {
        try {
            info.add_server_request_interceptor(new WhiteBoxServerInterceptor());
        } catch (DuplicateName e) {
            throw new IllegalStateException("two white-box server interceptors in one ORB", e);
        }
    }

    @Override
    public void post_init(ORBInitInfo info) {
    }
}
