package org.mwbench.servers.soap.jaxws.wrappers;

import jakarta.xml.bind.annotation.XmlAccessType;
import jakarta.xml.bind.annotation.XmlAccessorType;
import jakarta.xml.bind.annotation.XmlElement;
import jakarta.xml.bind.annotation.XmlRootElement;
import jakarta.xml.bind.annotation.XmlType;
import org.mwbench.contract.Data3;

/** The response element of {@code getCustomer}: its result. */
@XmlRootElement(name = "getCustomerResponse", namespace = WrapperNames.NAMESPACE)
@XmlAccessorType(XmlAccessType.FIELD)
@XmlType(name = "getCustomerResponse", namespace = WrapperNames.NAMESPACE)
public class GetCustomerResponse {
    @XmlElement(name = "customer", namespace = "")
    private Data3 customer;

    public Data3 getCustomer() {
        return customer;
    }

    public void setCustomer(Data3 customer) {
        this.customer = customer;
    }
}
