/// Canonical, length-limited Huffman codes for the deflate encoder. Everything is a function
/// of the frequencies alone, with ties broken by symbol number, so the same input always
/// gives the same code.
enum Huffman {
    /// Code lengths for `frequencies`, none longer than `maxLength`; unused symbols get 0.
    /// At least two symbols always get a code, so every tree is complete (some decoders
    /// refuse the one-code trees that RFC 1951 permits).
    static func lengths(_ frequencies: UnsafeBufferPointer<UInt32>, maxLength: Int, into lengths: UnsafeMutableBufferPointer<UInt8>) {
        let count = frequencies.count
        for index in 0..<count { lengths[index] = 0 }
        // Leaves sorted by (frequency, symbol).
        var leaves: [(frequency: UInt32, symbol: Int)] = []
        leaves.reserveCapacity(count)
        for symbol in 0..<count where frequencies[symbol] > 0 {
            leaves.append((frequencies[symbol], symbol))
        }
        var filler = 0
        while leaves.count < 2 {
            if !leaves.contains(where: { $0.symbol == filler }) { leaves.append((1, filler)) }
            filler += 1
        }
        leaves.sort { $0.frequency != $1.frequency ? $0.frequency < $1.frequency : $0.symbol < $1.symbol }

        // Two-queue Huffman construction: leaves in order, merged nodes in order of creation
        // (which is non-decreasing weight). Ties prefer the leaf, for a shallower tree.
        let leafCount = leaves.count
        var nodeWeight = [UInt64](repeating: 0, count: leafCount)
        var parent = [Int](repeating: -1, count: 2 * leafCount)
        var nextLeaf = 0, nextNode = 0, nodeCount = 0
        func takeSmallest() -> Int {
            if nextLeaf < leafCount && (nextNode >= nodeCount || UInt64(leaves[nextLeaf].frequency) <= nodeWeight[nextNode]) {
                nextLeaf += 1
                return nextLeaf - 1
            }
            nextNode += 1
            return leafCount + nextNode - 1
        }
        func weight(_ id: Int) -> UInt64 { id < leafCount ? UInt64(leaves[id].frequency) : nodeWeight[id - leafCount] }
        while nodeCount < leafCount - 1 {
            let first = takeSmallest(), second = takeSmallest()
            nodeWeight[nodeCount] = weight(first) + weight(second)
            parent[first] = leafCount + nodeCount
            parent[second] = leafCount + nodeCount
            nodeCount += 1
        }
        // Depths: the root is the last node; nodes are created after their children.
        var depth = [Int](repeating: 0, count: 2 * leafCount)
        var id = 2 * leafCount - 3
        while id >= 0 {
            depth[id] = depth[parent[id]] + 1
            id -= 1
        }

        // How many leaves at each depth; then cap the depth and repair the Kraft sum by
        // moving leaves down from the deepest allowed level.
        var levelCounts = [Int](repeating: 0, count: max(maxLength, 1) + 1)
        for leaf in 0..<leafCount { levelCounts[min(depth[leaf], maxLength)] += 1 }
        var kraft = 0
        for length in 1...maxLength { kraft += levelCounts[length] << (maxLength - length) }
        while kraft > 1 << maxLength {
            // Take a leaf from the deepest level and pair it with one from a shallower level:
            // that leaf moves one level down, next to the moved one.
            levelCounts[maxLength] -= 1
            var length = maxLength - 1
            while levelCounts[length] == 0 { length -= 1 }
            levelCounts[length] -= 1
            levelCounts[length + 1] += 2
            kraft -= 1
        }
        // The most frequent symbols get the shortest codes.
        var leaf = leafCount - 1
        for length in 1...maxLength {
            for _ in 0..<levelCounts[length] {
                lengths[leaves[leaf].symbol] = UInt8(length)
                leaf -= 1
            }
        }
    }

    /// Canonical codes (RFC 1951 3.2.2) for `lengths`, bit-reversed so they can be written
    /// least significant bit first.
    static func codes(_ lengths: UnsafeBufferPointer<UInt8>, into codes: UnsafeMutableBufferPointer<UInt16>) {
        var lengthCounts = [UInt16](repeating: 0, count: 16)
        for length in lengths { lengthCounts[Int(length)] += 1 }
        lengthCounts[0] = 0
        var nextCode = [UInt16](repeating: 0, count: 16)
        var code: UInt16 = 0
        for bits in 1..<16 {
            code = (code &+ lengthCounts[bits - 1]) << 1
            nextCode[bits] = code
        }
        for symbol in 0..<lengths.count {
            let length = Int(lengths[symbol])
            guard length > 0 else {
                codes[symbol] = 0
                continue
            }
            codes[symbol] = reverse(nextCode[length], length)
            nextCode[length] &+= 1
        }
    }

    @inline(__always)
    static func reverse(_ code: UInt16, _ length: Int) -> UInt16 {
        var value = code
        var result: UInt16 = 0
        for _ in 0..<length {
            result = (result << 1) | (value & 1)
            value >>= 1
        }
        return result
    }
}
