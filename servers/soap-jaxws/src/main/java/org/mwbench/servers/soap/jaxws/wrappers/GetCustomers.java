package org.mwbench.servers.soap.jaxws.wrappers;

import jakarta.xml.bind.annotation.XmlAccessType;
import jakarta.xml.bind.annotation.XmlAccessorType;
import jakarta.xml.bind.annotation.XmlElement;
import jakarta.xml.bind.annotation.XmlRootElement;
import jakarta.xml.bind.annotation.XmlType;

/** The request element of {@code getCustomers}: its parameters. */
@XmlRootElement(name = "getCustomers", namespace = WrapperNames.NAMESPACE)
@XmlAccessorType(XmlAccessType.FIELD)
@XmlType(name = "getCustomers", namespace = WrapperNames.NAMESPACE, propOrder = {"salesRep", "n"})
public class GetCustomers {
    @XmlElement(name = "salesRep", namespace = "")
    private String salesRep;

    @XmlElement(name = "n", namespace = "")
    private int n;

    public String getSalesRep() {
        return salesRep;
    }

    public void setSalesRep(String salesRep) {
        this.salesRep = salesRep;
    }

    public int getN() {
        return n;
    }

    public void setN(int n) {
        this.n = n;
    }
}
