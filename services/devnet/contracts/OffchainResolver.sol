// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";

/// @notice The devnet's name zone resolver: an ENSIP-10 wildcard resolver that answers every name
/// under its node through EIP-3668 (CCIP-read). The gateway (services/cloud) signs each answer; the
/// signed hash follows the ENS offchain-resolver convention, so any ENS-aware client verifies it here.
contract OffchainResolver {
    error OffchainLookup(address sender, string[] urls, bytes callData, bytes4 callbackFunction, bytes extraData);
    error AnswerExpired(uint64 expires);
    error InvalidGatewaySigner(address recovered);
    error NotOwner();

    event GatewayChanged(string[] urls, address signer);

    address public immutable owner;
    address public signer;
    string[] private _urls;

    constructor(string[] memory urls_, address signer_) {
        owner = msg.sender;
        _urls = urls_;
        signer = signer_;
    }

    function urls() external view returns (string[] memory) {
        return _urls;
    }

    /// @notice Points the zone at a gateway (the devnet calls this with the cloud's URL at start).
    function setGateway(string[] memory urls_, address signer_) external {
        if (msg.sender != owner) revert NotOwner();
        _urls = urls_;
        signer = signer_;
        emit GatewayChanged(urls_, signer_);
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        // IExtendedResolver (ENSIP-10) and ERC-165.
        return interfaceId == 0x9061b923 || interfaceId == 0x01ffc9a7;
    }

    /// @notice ENSIP-10: always answered off chain. The gateway gets resolve(name, data) as its request.
    function resolve(bytes calldata name, bytes calldata data) external view returns (bytes memory) {
        bytes memory callData = abi.encodeWithSelector(this.resolve.selector, name, data);
        revert OffchainLookup(address(this), _urls, callData, this.resolveWithProof.selector, callData);
    }

    /// @notice Checks the gateway's answer: abi.encode(result, expires, signature) signed by `signer`.
    function resolveWithProof(bytes calldata response, bytes calldata extraData) external view returns (bytes memory) {
        (bytes memory result, uint64 expires, bytes memory signature) = abi.decode(response, (bytes, uint64, bytes));
        if (expires < block.timestamp) revert AnswerExpired(expires);
        bytes32 hash =
            keccak256(abi.encodePacked(hex"1900", address(this), expires, keccak256(extraData), keccak256(result)));
        address recovered = ECDSA.recover(hash, signature);
        if (recovered != signer) revert InvalidGatewaySigner(recovered);
        return result;
    }
}
