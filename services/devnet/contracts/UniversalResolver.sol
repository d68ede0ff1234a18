// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

interface IENSRegistry {
    function resolver(bytes32 node) external view returns (address);
}

interface INameResolver {
    function name(bytes32 node) external view returns (string memory);
}

interface IAddrResolver {
    function addr(bytes32 node) external view returns (address);
}

interface IExtendedResolver {
    function resolve(bytes memory name, bytes memory data) external view returns (bytes memory);
}

/// @notice A small UniversalResolver: what viem 2.x calls for getEnsAddress, getEnsName, getEnsText,
/// getEnsAvatar and getEnsResolver (resolveWithGateways, reverseWithGateways, findResolver, plus the
/// older resolve/reverse forms). Wildcard resolvers (ENSIP-10) are asked through resolve(name, data);
/// one that answers off chain (EIP-3668) has its OffchainLookup re-raised with this contract as the
/// sender, and resolveCallback hands the gateway's answer back to it. The gateways argument (batch
/// gateways) is ignored: the resolver's own URLs are used.
contract UniversalResolver {
    error DNSDecodingFailed(bytes dns);
    error ResolverNotFound(bytes name);
    error ResolverNotContract(bytes name, address resolver);
    error ResolverError(bytes errorData);
    error ReverseAddressMismatch(string primary, bytes primaryAddress);
    error UnsupportedResolverProfile(bytes4 selector);
    error OffchainLookup(address sender, string[] urls, bytes callData, bytes4 callbackFunction, bytes extraData);

    // namehash("addr.reverse")
    // namehash("reverse")
    bytes32 private constant REVERSE_NODE = 0xa097f6721ce401e757d1223a763fef49b8b5f90bb18567ddb86fd205dff71d34;
    bytes32 private constant ADDR_REVERSE_NODE = 0x91d1777781884d03a6757a803996e38de2a42967fb37eeaca72729271025a9e2;

    IENSRegistry public immutable registry;

    constructor(IENSRegistry registry_) {
        registry = registry_;
    }

    function resolveWithGateways(bytes calldata name, bytes calldata data, string[] calldata)
        external
        view
        returns (bytes memory, address)
    {
        return _resolve(name, data);
    }

    function resolve(bytes calldata name, bytes calldata data) external view returns (bytes memory, address) {
        return _resolve(name, data);
    }

    function reverseWithGateways(bytes calldata lookupAddress, uint256, string[] calldata)
        external
        view
        returns (string memory, address, address)
    {
        return _reverse(lookupAddress);
    }

    function reverse(bytes calldata lookupAddress, uint256) external view returns (string memory, address, address) {
        return _reverse(lookupAddress);
    }

    /// @notice The resolver of `name` or of its closest ancestor that has one (ENSIP-10 lookup order).
    function findResolver(bytes calldata name) external view returns (address, bytes32, uint256) {
        return _findResolver(name);
    }

    function _findResolver(bytes memory name) internal view returns (address, bytes32, uint256) {
        (bytes32[] memory nodes, uint256[] memory offsets) = _nodes(name);
        for (uint256 i = 0; i < nodes.length; i++) {
            address resolver = registry.resolver(nodes[i]);
            if (resolver != address(0)) return (resolver, nodes[i], offsets[i]);
        }
        return (address(0), bytes32(0), 0);
    }

    function _resolve(bytes calldata name, bytes calldata data) internal view returns (bytes memory, address) {
        (address resolver,,) = _findResolver(name);
        if (resolver == address(0)) revert ResolverNotFound(name);
        if (resolver.code.length == 0) revert ResolverNotContract(name, resolver);
        bool extended = _supportsExtended(resolver);
        bytes memory call = extended ? abi.encodeCall(IExtendedResolver.resolve, (name, data)) : data;
        (bool ok, bytes memory result) = resolver.staticcall(call);
        if (!ok) {
            if (result.length >= 4 && bytes4(result) == OffchainLookup.selector) {
                _relayLookup(resolver, result, this.resolveCallback.selector);
            }
            revert ResolverError(result);
        }
        if (extended) result = abi.decode(result, (bytes));
        if (result.length == 0) revert UnsupportedResolverProfile(bytes4(data[:4]));
        return (result, resolver);
    }

    /// @notice Called by the client with the gateway's answer to a lookup relayed by `_relayLookup`.
    function resolveCallback(bytes calldata response, bytes calldata extraData)
        external
        view
        returns (bytes memory, address)
    {
        (address resolver, bytes4 callback, bytes memory innerExtraData) =
            abi.decode(extraData, (address, bytes4, bytes));
        (bool ok, bytes memory result) = resolver.staticcall(abi.encodeWithSelector(callback, response, innerExtraData));
        if (!ok) revert ResolverError(result);
        bytes memory answer = abi.decode(result, (bytes));
        if (answer.length == 0) revert UnsupportedResolverProfile(bytes4(0));
        return (answer, resolver);
    }

    function _supportsExtended(address resolver) internal view returns (bool) {
        (bool ok, bytes memory result) =
            resolver.staticcall{gas: 30000}(abi.encodeWithSelector(0x01ffc9a7, bytes4(0x9061b923)));
        return ok && result.length == 32 && abi.decode(result, (bool));
    }

    /// @dev EIP-3668 requires the sender to be the contract the client called: re-raise as this one.
    function _relayLookup(address resolver, bytes memory revertData, bytes4 ownCallback) internal view {
        bytes memory args = new bytes(revertData.length - 4);
        for (uint256 i = 0; i < args.length; i++) {
            args[i] = revertData[i + 4];
        }
        (address sender, string[] memory urls, bytes memory callData, bytes4 callback, bytes memory extraData) =
            abi.decode(args, (address, string[], bytes, bytes4, bytes));
        if (sender != resolver) revert ResolverError(revertData);
        revert OffchainLookup(
            address(this), urls, callData, ownCallback, abi.encode(resolver, callback, extraData)
        );
    }

    function _reverse(bytes calldata lookupAddress) internal view returns (string memory, address, address) {
        if (lookupAddress.length != 20) revert DNSDecodingFailed(lookupAddress);
        address account = address(bytes20(lookupAddress));
        bytes32 node = keccak256(abi.encodePacked(ADDR_REVERSE_NODE, keccak256(_hexLower(account))));
        address reverseResolver = registry.resolver(node);
        if (reverseResolver == address(0) || reverseResolver.code.length == 0) return _defaultReverse(account);
        (bool ok, bytes memory result) =
            reverseResolver.staticcall(abi.encodeCall(INameResolver.name, (node)));
        if (!ok || result.length == 0) return _defaultReverse(account);
        string memory primary = abi.decode(result, (string));
        if (bytes(primary).length == 0) return _defaultReverse(account);

        bytes memory encoded = _dnsEncode(bytes(primary));
        (address resolver,,) = _findResolver(encoded);
        if (resolver == address(0) || resolver.code.length == 0) {
            revert ReverseAddressMismatch(primary, "");
        }
        (bytes32[] memory forwardNodes,) = _nodes(encoded);
        (bool okAddr, bytes memory addrResult) =
            resolver.staticcall(abi.encodeCall(IAddrResolver.addr, (forwardNodes[0])));
        address forward = okAddr && addrResult.length == 32 ? abi.decode(addrResult, (address)) : address(0);
        if (forward != account) revert ReverseAddressMismatch(primary, abi.encodePacked(forward));
        return (primary, resolver, reverseResolver);
    }

    /// @dev ENSIP-19's default primary name: without an addr.reverse record, the resolver of
    /// default.reverse is asked for `<address>.default.reverse` (the name zone answers it off chain,
    /// its gateway signing the name; the forward check is that same signed gateway's).
    function _defaultReverse(address account) internal view returns (string memory, address, address) {
        bytes32 defaultNode = keccak256(abi.encodePacked(REVERSE_NODE, keccak256("default")));
        address resolver = registry.resolver(defaultNode);
        if (resolver == address(0) || resolver.code.length == 0 || !_supportsExtended(resolver)) {
            return ("", address(0), address(0));
        }
        bytes memory label = _hexLower(account);
        bytes32 node = keccak256(abi.encodePacked(defaultNode, keccak256(label)));
        bytes memory name = _dnsEncode(abi.encodePacked(label, ".default.reverse"));
        (bool ok, bytes memory result) = resolver.staticcall(
            abi.encodeCall(IExtendedResolver.resolve, (name, abi.encodeCall(INameResolver.name, (node))))
        );
        if (!ok) {
            if (result.length >= 4 && bytes4(result) == OffchainLookup.selector) {
                _relayLookup(resolver, result, this.reverseCallback.selector);
            }
            return ("", address(0), address(0));
        }
        return (abi.decode(abi.decode(result, (bytes)), (string)), resolver, resolver);
    }

    /// @notice Called by the client with the gateway's answer to a default-reverse lookup.
    function reverseCallback(bytes calldata response, bytes calldata extraData)
        external
        view
        returns (string memory, address, address)
    {
        (address resolver, bytes4 callback, bytes memory innerExtraData) =
            abi.decode(extraData, (address, bytes4, bytes));
        (bool ok, bytes memory result) = resolver.staticcall(abi.encodeWithSelector(callback, response, innerExtraData));
        // An answer the resolver does not accept (unsigned, expired) means no primary name, as for none.
        if (!ok) return ("", address(0), address(0));
        bytes memory answer = abi.decode(result, (bytes));
        if (answer.length == 0) return ("", address(0), address(0));
        return (abi.decode(answer, (string)), resolver, resolver);
    }

    /// @dev Namehashes of `name` and of each of its ancestors, longest first, with their byte offsets.
    function _nodes(bytes memory name) internal pure returns (bytes32[] memory nodes, uint256[] memory offsets) {
        uint256 count = 0;
        uint256 offset = 0;
        while (true) {
            if (offset >= name.length) revert DNSDecodingFailed(name);
            uint256 len = uint8(name[offset]);
            if (len == 0) break;
            offset += len + 1;
            count++;
        }
        nodes = new bytes32[](count);
        offsets = new uint256[](count);
        offset = 0;
        for (uint256 i = 0; i < count; i++) {
            offsets[i] = offset;
            offset += uint8(name[offset]) + 1;
        }
        bytes32 node = bytes32(0);
        for (uint256 i = count; i > 0; i--) {
            uint256 start = offsets[i - 1];
            uint256 len = uint8(name[start]);
            bytes memory label = new bytes(len);
            for (uint256 j = 0; j < len; j++) {
                label[j] = name[start + 1 + j];
            }
            node = keccak256(abi.encodePacked(node, keccak256(label)));
            nodes[i - 1] = node;
        }
    }

    /// @dev "alice.eth" -> 0x05 alice 0x03 eth 0x00
    function _dnsEncode(bytes memory name) internal pure returns (bytes memory out) {
        out = new bytes(name.length + 2);
        uint256 labelStart = 0;
        for (uint256 i = 0; i <= name.length; i++) {
            if (i == name.length || name[i] == ".") {
                uint256 len = i - labelStart;
                if (len == 0 || len > 255) revert DNSDecodingFailed(name);
                out[labelStart] = bytes1(uint8(len));
                for (uint256 j = labelStart; j < i; j++) {
                    out[j + 1] = name[j];
                }
                labelStart = i + 1;
            }
        }
        out[name.length + 1] = 0;
    }

    function _hexLower(address account) internal pure returns (bytes memory out) {
        bytes16 digits = "0123456789abcdef";
        out = new bytes(40);
        uint160 value = uint160(account);
        for (uint256 i = 40; i > 0; i--) {
            out[i - 1] = digits[value & 0xf];
            value >>= 4;
        }
    }
}
