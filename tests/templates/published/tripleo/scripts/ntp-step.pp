include ::tripleo::profile::base::time::ntp
