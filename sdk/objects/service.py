"""Heat's engine service records, as ResourceChain reads them to bound its
concurrency: plugin-sdk runs one engine, in-process."""


class Service:
    @staticmethod
    def active_service_count(context):
        return 1
