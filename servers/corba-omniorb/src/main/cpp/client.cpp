// The native omniORB client of the benchmark IDL: the loop of bench_loop.hpp (Demarey et al.
// 2004's X warm-up calls, then S steps of I calls) around omniORB stubs, so that a C++ client
// calls a C++ server, as in Böszörményi et al. 1999's comparison of C++ and Java ORBs.
// Every call is bounded by omniORB's client call timeout (--timeout-ms), and the connection
// is opened with _non_existent() before the loop, as the Java CORBA clients do.
#include <cstdio>
#include <string>

#include "bench_loop.hpp"
#include "benchmark.hh"
#include "reference_data.hpp"

namespace nat = mwbench_native;

namespace {

template <typename F>
struct LambdaCall final : nat::Call {
    explicit LambdaCall(F f) : f_(std::move(f)) {}
    void invoke() override { f_(); }
    F f_;
};

template <typename F>
std::unique_ptr<nat::Call> call(F f) {
    return std::make_unique<LambdaCall<F>>(std::move(f));
}

class OmniOrbClient final : public nat::Client {
public:
    OmniOrbClient(CORBA::ORB_ptr orb, mwbench::BenchmarkService_ptr stub) : orb_(orb), stub_(stub) {}

    ~OmniOrbClient() override {
        stub_ = mwbench::BenchmarkService::_nil();
        orb_->destroy();
    }

    std::unique_ptr<nat::Call> bind(const std::string& op, const std::vector<std::string>& args) override {
        mwbench::BenchmarkService_ptr s = stub_.in();
        if (op == "ping") return call([s] { s->ping(); });
        if (op == "stamp") {
            CORBA::LongLong t = nat::number_arg(args, 0, op);
            return call([s, t] { s->stamp(t); });
        }
        if (op == "cube") {
            CORBA::LongLong x = nat::number_arg(args, 0, op);
            return call([s, x] { s->cube(x); });
        }
        if (op == "getString") {
            CORBA::Long n = static_cast<CORBA::Long>(nat::number_arg(args, 0, op));
            return call([s, n] { CORBA::String_var r = s->getString(n); });
        }
        if (op == "getItems") {
            CORBA::Long n = static_cast<CORBA::Long>(nat::number_arg(args, 0, op));
            return call([s, n] { mwbench::Data2Seq_var r = s->getItems(n); });
        }
        if (op == "getCustomer") {
            std::string id = nat::text_arg(args, 0, op);
            return call([s, id] { mwbench::Data3_var r = s->getCustomer(id.c_str()); });
        }
        if (op == "getCustomers") {
            std::string rep = nat::text_arg(args, 0, op);
            CORBA::Long n = static_cast<CORBA::Long>(nat::number_arg(args, 1, op));
            return call([s, rep, n] { mwbench::Data3Seq_var r = s->getCustomers(rep.c_str(), n); });
        }
        if (op == "echoBytes") {
            std::vector<std::uint8_t> bytes = mwbench_ref::bytes(static_cast<int>(nat::number_arg(args, 0, op)));
            auto data = std::make_shared<mwbench::OctetSeq>(static_cast<CORBA::ULong>(bytes.size()));
            data->length(static_cast<CORBA::ULong>(bytes.size()));
            for (CORBA::ULong i = 0; i < bytes.size(); i++) (*data)[i] = bytes[i];
            return call([s, data] { mwbench::OctetSeq_var r = s->echoBytes(*data); });
        }
        if (op == "echoShorts") {
            std::vector<std::int16_t> shorts = mwbench_ref::shorts(static_cast<int>(nat::number_arg(args, 0, op)));
            auto data = std::make_shared<mwbench::ShortSeq>(static_cast<CORBA::ULong>(shorts.size()));
            data->length(static_cast<CORBA::ULong>(shorts.size()));
            for (CORBA::ULong i = 0; i < shorts.size(); i++) (*data)[i] = shorts[i];
            return call([s, data] { mwbench::ShortSeq_var r = s->echoShorts(*data); });
        }
        throw std::invalid_argument("unknown operation '" + op + "'");
    }

    std::string failure_kind(std::exception_ptr failure) override {
        try {
            std::rethrow_exception(failure);
        } catch (const CORBA::SystemException& e) {
            char minor[32];
            std::snprintf(minor, sizeof minor, "0x%lx", static_cast<unsigned long>(e.minor()));
            return std::string(e._name()) + " (omniORB minor " + minor + ")";
        } catch (const CORBA::Exception& e) {
            return e._name();
        } catch (const std::exception& e) {
            return "std::exception";
        } catch (...) {
            return "unknown";
        }
    }

private:
    CORBA::ORB_var orb_;
    mwbench::BenchmarkService_var stub_;
};

std::unique_ptr<nat::Client> connect(const nat::LoopOptions& options) {
    std::string timeout = std::to_string(options.timeout_ms);
    const char* orb_args[] = {"mwbench-omniorb-client", "-ORBclientCallTimeOutPeriod", timeout.c_str(),
                              "-ORBclientConnectTimeOutPeriod", timeout.c_str()};
    int orb_argc = 5;
    try {
        CORBA::ORB_var orb = CORBA::ORB_init(orb_argc, const_cast<char**>(orb_args));
        CORBA::Object_var object = orb->string_to_object(options.endpoint.c_str());
        mwbench::BenchmarkService_var stub = mwbench::BenchmarkService::_narrow(object);
        if (CORBA::is_nil(stub)) {
            throw std::runtime_error("the endpoint is not a mwbench::BenchmarkService");
        }
        if (stub->_non_existent()) {
            throw std::runtime_error("the server says the object does not exist");
        }
        return std::make_unique<OmniOrbClient>(orb._retn(), stub._retn());
    } catch (const CORBA::SystemException& e) {
        char minor[32];
        std::snprintf(minor, sizeof minor, "0x%lx", static_cast<unsigned long>(e.minor()));
        throw std::runtime_error(std::string("cannot connect: omniORB ") + e._name() + " (minor " + minor + ")");
    }
}

}  // namespace

int main(int argc, char** argv) { return nat::run_loop(argc, argv, connect); }
