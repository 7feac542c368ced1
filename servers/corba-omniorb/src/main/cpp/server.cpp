// The benchmark IDL (servers/corba/src/main/idl/benchmark.idl) served by omniORB 4.2, a C++ ORB,
// returning the contract's reference data (servers/native-common's reference_data.hpp).
// Started by OmniOrbServer as a child process: it prints "endpoint: IOR:..." once the POA is
// active, then serves until its standard input closes.
//
//   mwbench-omniorb-server ORB_OPTIONS...   e.g. -ORBendPoint giop:tcp:127.0.0.1:0
//                                                 -ORBthreadPerConnectionPolicy 0
#include <cstdio>
#include <iostream>

#include "benchmark.hh"
#include "child_guard.hpp"
#include "reference_data.hpp"

namespace ref = mwbench_ref;

namespace {

// As the Java servants do: a failing call (a size above the service's limits) is CORBA's
// UNKNOWN, minor 0, not completed; its message stays on the server.
[[noreturn]] void refuse() { throw CORBA::UNKNOWN(0, CORBA::COMPLETED_NO); }

void fill(mwbench::Data3& out, const ref::Data3& in) {
    out.customer = in.customer.c_str();
    out.salesRep = in.sales_rep.c_str();
    out.address.postcode = in.address.postcode;
    out.address.unit = in.address.unit.c_str();
    out.address.street = in.address.street.c_str();
    out.address.city = in.address.city.c_str();
    out.address.state = in.address.state.c_str();
    out.orders.length(static_cast<CORBA::ULong>(in.orders.size()));
    for (CORBA::ULong i = 0; i < in.orders.size(); i++) {
        const ref::Order& order = in.orders[i];
        out.orders[i].date.day = order.date.day;
        out.orders[i].date.month = order.date.month.c_str();
        out.orders[i].date.year = order.date.year;
        out.orders[i].productCode = order.product_code.c_str();
        out.orders[i].number = order.number;
    }
}

std::u16string units(const char* latin1) { return ref::units_of(std::string(latin1)); }

class BenchmarkServant : public POA_mwbench::BenchmarkService {
public:
    void ping() override {}

    CORBA::LongLong stamp(CORBA::LongLong t) override { return t; }

    char* getString(CORBA::Long n) override {
        try {
            return CORBA::string_dup(ref::string(n).c_str());
        } catch (const std::invalid_argument&) {
            refuse();
        }
    }

    mwbench::Data2Seq* getItems(CORBA::Long n) override {
        std::vector<ref::Data2> items;
        try {
            items = ref::items(n);
        } catch (const std::invalid_argument&) {
            refuse();
        }
        mwbench::Data2Seq_var out = new mwbench::Data2Seq(static_cast<CORBA::ULong>(items.size()));
        out->length(static_cast<CORBA::ULong>(items.size()));
        for (CORBA::ULong i = 0; i < items.size(); i++) {
            out[i].d1 = items[i].d1;
            out[i].d2.length(static_cast<CORBA::ULong>(items[i].d2.size()));
            for (CORBA::ULong j = 0; j < items[i].d2.size(); j++) {
                out[i].d2[j] = items[i].d2[j].c_str();
            }
            out[i].d3.length(static_cast<CORBA::ULong>(items[i].d3.size()));
            for (CORBA::ULong j = 0; j < items[i].d3.size(); j++) {
                out[i].d3[j] = items[i].d3[j];
            }
        }
        return out._retn();
    }

    mwbench::Data3* getCustomer(const char* id) override {
        mwbench::Data3_var out = new mwbench::Data3;
        fill(out.inout(), ref::customer(units(id)));
        return out._retn();
    }

    mwbench::Data3Seq* getCustomers(const char* salesRep, CORBA::Long n) override {
        std::vector<ref::Data3> customers;
        try {
            customers = ref::customers(units(salesRep), n);
        } catch (const std::invalid_argument&) {
            refuse();
        }
        mwbench::Data3Seq_var out = new mwbench::Data3Seq(static_cast<CORBA::ULong>(customers.size()));
        out->length(static_cast<CORBA::ULong>(customers.size()));
        for (CORBA::ULong i = 0; i < customers.size(); i++) {
            fill(out[i], customers[i]);
        }
        return out._retn();
    }

    mwbench::OctetSeq* echoBytes(const mwbench::OctetSeq& data) override {
        try {
            ref::require_echo(data.length());
        } catch (const std::invalid_argument&) {
            refuse();
        }
        return new mwbench::OctetSeq(data);
    }

    mwbench::ShortSeq* echoShorts(const mwbench::ShortSeq& data) override {
        try {
            ref::require_echo_shorts(data.length());
        } catch (const std::invalid_argument&) {
            refuse();
        }
        return new mwbench::ShortSeq(data);
    }

    CORBA::LongLong cube(CORBA::LongLong x) override {
        // Two's complement wrap-around, as Java's long multiplication.
        unsigned long long u = static_cast<unsigned long long>(x);
        return static_cast<CORBA::LongLong>(u * u * u);
    }
};

}  // namespace

int main(int argc, char** argv) {
    mwbench_native::exit_when_stdin_closes();
    try {
        CORBA::ORB_var orb = CORBA::ORB_init(argc, argv);
        CORBA::Object_var poa_object = orb->resolve_initial_references("RootPOA");
        PortableServer::POA_var poa = PortableServer::POA::_narrow(poa_object);
        PortableServer::Servant_var<BenchmarkServant> servant = new BenchmarkServant();
        PortableServer::ObjectId_var id = poa->activate_object(servant);
        CORBA::Object_var reference = poa->id_to_reference(id.in());
        CORBA::String_var ior = orb->object_to_string(reference);
        PortableServer::POAManager_var manager = poa->the_POAManager();
        manager->activate();
        std::printf("endpoint: %s\n", static_cast<const char*>(ior));
        std::fflush(stdout);
        orb->run();
        return 0;
    } catch (const CORBA::SystemException& e) {
        std::printf("error: omniORB %s (minor 0x%lx)\n", e._name(), static_cast<unsigned long>(e.minor()));
    } catch (const CORBA::Exception& e) {
        std::printf("error: omniORB %s\n", e._name());
    }
    std::fflush(stdout);
    return 1;
}
