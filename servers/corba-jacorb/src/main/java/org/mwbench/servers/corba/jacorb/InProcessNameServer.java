package org.mwbench.servers.corba.jacorb;

import java.nio.charset.StandardCharsets;
import java.util.Properties;
import org.jacorb.naming.NamingContextImpl;
import org.jacorb.orb.ParsedIOR;
import org.jacorb.orb.iiop.IIOPAddress;
import org.jacorb.orb.iiop.IIOPProfile;
import org.omg.CORBA.ORB;
import org.omg.CORBA.Policy;
import org.omg.CosNaming.NamingContextExt;
import org.omg.CosNaming.NamingContextExtHelper;
import org.omg.PortableServer.IdAssignmentPolicyValue;
import org.omg.PortableServer.LifespanPolicyValue;
import org.omg.PortableServer.POA;

/**
 * JacORB's naming service ({@code org.jacorb.naming}, the core of what
 * {@code org.jacorb.naming.NameServer} runs) inside a server's own ORB: its root context
 * is a persistent object whose key the ORB also answers as {@code NameService}, so that
 * {@code corbaloc::host:port/NameService} and {@code corbaname::host:port#name} reach it on
 * the server's port. Unlike the standalone NameServer it keeps nothing on disk and is
 * meant for one binding: creating sub-contexts in it is not supported (JacORB sets their
 * POA through a package-private method), and JacORB keeps the ORB of its naming contexts
 * in a static field, so one such server runs per class loader at a time.
 */
final class InProcessNameServer {
    private static final String IMPLEMENTATION = "mwbench";
    private static final String POA_NAME = "NameServer-POA";
    private static final String ROOT_ID = "_root";

    private final ORB orb;
    private final NamingContextExt root;

    private InProcessNameServer(ORB orb, NamingContextExt root) {
        this.orb = orb;
        this.root = root;
    }

    /** What the ORB needs, before it starts, for a persistent POA and the NameService key. */
    static Properties serverProperties() {
        Properties properties = new Properties();
        properties.setProperty("jacorb.implname", IMPLEMENTATION);
        properties.setProperty("jacorb.orb.objectKeyMap.NameService", IMPLEMENTATION + "/" + POA_NAME + "/" + ROOT_ID);
        return properties;
    }

    static InProcessNameServer start(ORB orb, POA rootPoa) throws Exception {
        Policy[] policies = {
            rootPoa.create_lifespan_policy(LifespanPolicyValue.PERSISTENT),
            rootPoa.create_id_assignment_policy(IdAssignmentPolicyValue.USER_ID),
        };
        POA namingPoa = rootPoa.create_POA(POA_NAME, rootPoa.the_POAManager(), policies);
        for (Policy policy : policies) {
            policy.destroy();
        }
        NamingContextImpl.init(orb, rootPoa);
        NamingContextImpl context = new NamingContextImpl();
        context.configure(((org.jacorb.orb.ORB) orb).getConfiguration());
        namingPoa.activate_object_with_id(ROOT_ID.getBytes(StandardCharsets.US_ASCII), context);
        return new InProcessNameServer(orb, NamingContextExtHelper.narrow(namingPoa.servant_to_reference(context)));
    }

    /**
     * Binds {@code reference} under {@code name} ({@code id.kind}, as in a corbaname URL) and
     * returns the corbaname URL that resolves it through this naming service.
     */
    String bind(String name, org.omg.CORBA.Object reference, String host) throws Exception {
        root.rebind(root.to_name(name), reference);
        IIOPProfile profile = (IIOPProfile) new ParsedIOR((org.jacorb.orb.ORB) orb, orb.object_to_string(root))
                .getEffectiveProfile();
        int port = ((IIOPAddress) profile.getAddress()).getPort();
        String bracketed = host.indexOf(':') >= 0 ? "[" + host + "]" : host;
        return "corbaname::" + bracketed + ":" + port + "#" + name;
    }
}
